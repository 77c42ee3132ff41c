import type { FormDesign } from '#core/forms';
import { putDesignDraft, type DesignDraft, type DesignSendOutcome, type DesignSyncTransport } from '#offline/index';
import { asRichText } from '#core/rich-text';

export function design(title: string, questions: string[] = ['Name']): FormDesign {
  return {
    title,
    description: asRichText(''),
    phases: [{ id: 'main', title: '', elements: questions.map((q, i) => ({ id: `q${i + 1}`, kind: 'text', title: q, required: false })) }],
    logic: [],
    settings: {
      answerLimit: false, maxAnswers: null, startsAt: null, closesAt: null, requireAuth: false, requireCaptcha: false, verification: 'none',
      inactiveMessage: '', receivingMode: 'always', formType: 'individual', organisationId: null,
    },
  };
}

export function draft(overrides: Partial<DesignDraft> = {}): DesignDraft {
  return {
    key: crypto.randomUUID(), formId: 5, editorId: 'tab-a', baseVersion: 3, baseDesign: design('Base'), design: design('Mine'),
    updatedAt: new Date().toISOString(), state: 'editing', problem: null, ...overrides,
  };
}

export async function stored(overrides: Partial<DesignDraft> = {}): Promise<DesignDraft> {
  const row = draft(overrides);
  await putDesignDraft(row);
  return row;
}

/** A server for design saves: answers each send from `mode`, records what it received. */
export interface FakeDesignServer extends DesignSyncTransport {
  mode: 'up' | 'down' | 'conflict' | 'forbidden' | 'unauthorized';
  received: DesignDraft[];
  /** drafts the server stored (sends answered 'saved') */
  saves: DesignDraft[];
  version: number;
  /** resolves the next send only when released */
  hold: Promise<void> | null;
}

export function fakeDesignServer(): FakeDesignServer {
  const server: FakeDesignServer = {
    mode: 'up', received: [], saves: [], version: 3, hold: null,
    send: async (sent): Promise<DesignSendOutcome> => {
      server.received.push(structuredClone(sent));
      if (server.hold) await server.hold;
      switch (server.mode) {
        case 'down':
          return { kind: 'unreachable' };
        case 'conflict':
          return { kind: 'conflict', theirs: design('Theirs'), theirsVersion: server.version + 1 };
        case 'forbidden':
          return { kind: 'refused', code: 'FORBIDDEN', message: 'You do not own this form' };
        case 'unauthorized':
          return { kind: 'refused', code: 'UNAUTHORIZED', message: 'Please sign in' };
        case 'up':
          server.version += 1;
          server.saves.push(structuredClone(sent));
          return { kind: 'saved', saved: { formId: sent.formId ?? 99, version: server.version, shortUrl: 'Ab3$xy', status: 0, design: sent.design } };
      }
    },
  };
  return server;
}
