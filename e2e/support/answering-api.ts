import { existsSync, readFileSync } from 'node:fs';
import { request, type APIRequestContext, type APIResponse } from '@playwright/test';
import { api } from '#core/api';
import type { FormDesign, FormDesignInput, FormDetail } from '#core/forms';
import type { AnswerList, SaveUserBody } from '#core/api';
import { solveCaptchaReply } from '../../tests/support/captcha';
import { ADMIN_PASSWORD } from './app-server';

/** The official list of 01/03/2025 kept beside the project (docs/localities.md). */
const LOCALITIES_FILE = '../shared/data/vn-localities-2025-03.json';

/** Where that file is not beside the project: a few real units of the same shape, enough for the specs. */
const SMALL_LIST = {
  data: [
    { level1_id: '01', name: 'Thành phố Hà Nội', type: 'Thành phố Trung ương', level2s: [
      { level2_id: '001', name: 'Quận Ba Đình', type: 'Quận', level3s: [
        { level3_id: '00001', name: 'Phường Phúc Xá', type: 'Phường' },
        { level3_id: '00004', name: 'Phường Trúc Bạch', type: 'Phường' },
      ] },
      { level2_id: '002', name: 'Quận Hoàn Kiếm', type: 'Quận', level3s: [
        { level3_id: '00037', name: 'Phường Phúc Tân', type: 'Phường' },
      ] },
    ] },
    { level1_id: '48', name: 'Thành phố Đà Nẵng', type: 'Thành phố Trung ương', level2s: [
      { level2_id: '490', name: 'Quận Liên Chiểu', type: 'Quận', level3s: [
        { level3_id: '20194', name: 'Phường Hòa Hiệp Bắc', type: 'Phường' },
      ] },
    ] },
  ],
};

function localityList(): unknown {
  return existsSync(LOCALITIES_FILE) ? JSON.parse(readFileSync(LOCALITIES_FILE, 'utf8')) : SMALL_LIST;
}

export interface PublishedForm {
  id: number;
  shortUrl: string;
  /** as the server stored it (cells with their keys, sanitised rich text) */
  design: FormDesign;
}

interface Envelope<T> {
  success: boolean;
  responseData: T;
}

/** The administrator, straight on the server (not through the proxy): sets up what the answering specs need. */
export class AnsweringApi {
  private constructor(private readonly context: APIRequestContext) {}

  static async signIn(serverPort: number): Promise<AnsweringApi> {
    const context = await request.newContext({
      baseURL: `http://127.0.0.1:${serverPort}`,
      extraHTTPHeaders: { 'x-company-id': '1' },
    });
    const captcha = await solveCaptchaReply(await (await context.get(api.captcha)).json());
    await AnsweringApi.read(context.post(api.login, {
      data: { username: 'admin', password: ADMIN_PASSWORD, ...captcha },
    }), 'admin sign-in');
    return new AnsweringApi(context);
  }

  private static async read<T>(call: Promise<APIResponse>, what: string): Promise<T> {
    const reply = await call;
    if (!reply.ok()) throw new Error(`${what} failed: ${reply.status()} ${await reply.text()}`);
    return ((await reply.json()) as Envelope<T>).responseData;
  }

  /** Loads the three-level list of 2025-03 (63 provinces; forms made before the reform) unless it is already there. */
  async importLocalities(): Promise<void> {
    const params = { list: 'vn-2025-03' };
    const counts = await AnsweringApi.read<{ provinces: number }>(this.context.get(api.localityCounts, { params }), 'locality counts');
    if (counts.provinces > 0) return;
    await AnsweringApi.read(this.context.post(api.localityImport, { params, data: localityList() }), 'locality import');
  }

  /** Stores an image through the token flow; returns its path (`/api/storage/files/…`). */
  async uploadImage(name: string, png: Buffer): Promise<string> {
    const token = await AnsweringApi.read<{ token: string }>(
      this.context.get(api.fileToken, { params: { filename: name, purpose: 'image' } }), 'upload token');
    const stored = await AnsweringApi.read<{ url: string }>(this.context.post(api.storageUpload, {
      multipart: { token: token.token, file: { name, mimeType: 'image/png', buffer: png } },
    }), 'image upload');
    return stored.url;
  }

  /** Creates and publishes the form; returns it as the server stored it. */
  async publish(design: FormDesignInput): Promise<PublishedForm> {
    const created = await AnsweringApi.read<{ id: number; shortUrl: string }>(this.context.post(api.formCreate, { data: { design } }), 'create');
    await AnsweringApi.read(this.context.post(api.formPublish(created.id)), 'publish');
    const detail = await AnsweringApi.read<FormDetail>(this.context.get(api.form(created.id)), 'read form');
    expectPublished(detail);
    return { id: created.id, shortUrl: created.shortUrl, design: detail.design };
  }

  /** Saves a new design over the current one, as the designer does; returns the new version. */
  async saveDesign(formId: number, design: FormDesignInput): Promise<number> {
    const current = await AnsweringApi.read<FormDetail>(this.context.get(api.form(formId)), 'read form');
    const saved = await AnsweringApi.read<FormDetail>(this.context.post(api.formUpdate, { data: { id: formId, baseVersion: current.version, design } }), 'save design');
    return saved.version;
  }

  /** Creates the form and leaves it unpublished (its short link answers FORM_DISABLED); returns its id. */
  async createUnpublished(design: FormDesignInput): Promise<number> {
    return (await AnsweringApi.read<{ id: number }>(this.context.post(api.formCreate, { data: { design } }), 'create')).id;
  }

  /** Writes and publishes a news item (the home page lists it); returns its id. */
  async publishNews(item: { title: string; summary: string; content: string }): Promise<number> {
    const saved = await AnsweringApi.read<{ id: number }>(this.context.post(api.newsSave, { data: item }), 'news save');
    await AnsweringApi.read(this.context.post(api.newsPublish(saved.id)), 'news publish');
    return saved.id;
  }

  async disable(formId: number): Promise<void> {
    await AnsweringApi.read(this.context.post(api.formDisable(formId)), 'disable');
  }

  async responseCount(formId: number): Promise<number> {
    return (await AnsweringApi.read<FormDetail>(this.context.get(api.form(formId)), 'read form')).responseCount;
  }

  /** The answers each stored response holds, first page (enough for a spec's few answers). */
  async storedAnswers(formId: number): Promise<AnswerList['data'][number]['answers'][]> {
    return (await AnsweringApi.read<AnswerList>(this.context.get(api.formAnswers(formId)), 'answers')).data.map((row) => row.answers);
  }

  /** What the form's editor sees in its feedback tab. */
  async errorReports(formId: number): Promise<{ content: string; status: number }[]> {
    return AnsweringApi.read(this.context.get(api.formErrorReports(formId)), 'error reports');
  }

  /** A stored file as the server serves it to someone who may read the form's answers. */
  async fileBytes(key: string): Promise<Buffer> {
    const reply = await this.context.get(api.storageFile(key));
    if (!reply.ok()) throw new Error(`file ${key}: ${reply.status()} ${await reply.text()}`);
    return reply.body();
  }

  /** A person of company 1, made the way an administrator makes one (Management → Users); returns the id. */
  async createUser(user: SaveUserBody): Promise<number> {
    return (await AnsweringApi.read<{ id: number }>(this.context.post(api.userSave, { data: user }), 'create user')).id;
  }

  /** Locks the account, as the Users screen does: the person's next step shows the locked screen. */
  async lockUser(id: number): Promise<void> {
    await AnsweringApi.read(this.context.post(api.userLock(id)), 'lock user');
  }

  async dispose(): Promise<void> {
    await this.context.dispose();
  }
}

function expectPublished(detail: FormDetail): void {
  if (detail.status !== 1) throw new Error(`form ${detail.id} is in status ${detail.status}, not published`);
}
