import { describe, expect, it } from 'vitest';
import { formDesignSchema } from '#core/forms';
import { convertImport } from '#server/form-import/convert-import';
import { exportNativeForm } from '#server/form-import/native/native-format';
import { sampleDesign } from '../helpers';

const asFile = (json: unknown) => ({ fileName: 'form.json', bytes: Buffer.from(`\uFEFF${JSON.stringify(json)}`) });
const refusal = (json: unknown) => convertImport(asFile(json)).then(() => null, (error: unknown) => error);

describe("the product's own JSON", () => {
  it('reads back what it exports, without a note', async () => {
    const design = formDesignSchema.parse(sampleDesign());
    const outcome = await convertImport(asFile(exportNativeForm(design)));
    expect(outcome).toEqual({ source: 'native', design, notes: [] });
  });

  it('drops the organisation of another installation, with a note', async () => {
    const design = formDesignSchema.parse(sampleDesign({ settings: { formType: 'organisation', organisationId: 42 } }));
    const outcome = await convertImport(asFile(exportNativeForm(design)));
    expect(outcome.design.settings).toMatchObject({ formType: 'individual', organisationId: null });
    expect(outcome.notes).toEqual([{ where: 'settings.organisationId', code: 'organisationNotCarried', detail: '42' }]);
  });

  it('refuses a later or missing version and a design the schema refuses', async () => {
    const design = sampleDesign();
    expect(await refusal({ format: 'survey-form', version: 2, design })).toMatchObject({ status: 400, detail: { key: 'error.importNativeVersion' } });
    expect(await refusal({ format: 'survey-form', design })).toMatchObject({ status: 400, detail: { key: 'error.importNativeVersion' } });
    expect(await refusal({ format: 'survey-form', version: 1, design: { ...design, phases: [] } })).toMatchObject({ status: 400, detail: { key: 'error.importInvalid' } });
    expect(await refusal({ format: 'survey-form', version: 1, design: null })).toMatchObject({ status: 400, detail: { key: 'error.importInvalid' } });
  });

  it('refuses a JSON that is neither (SurveyJS is wired in by its own converter)', async () => {
    expect(await refusal({ hello: 'world' })).toMatchObject({ status: 400, detail: { key: 'error.importUnknownFormat' } });
    expect(await refusal([1, 2])).toMatchObject({ status: 400 });
  });
});
