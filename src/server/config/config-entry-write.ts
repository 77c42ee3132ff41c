import { eq } from 'drizzle-orm';
import { type ConfigEntryBody, ConfigType, FIXED_KEY_TYPES, KEY_CONTENT_SHAPES, RESERVED_CONFIG_KEYS, configContentProblem } from '#core/api';
import type { FieldProblem, MessageKey } from '#core/i18n';
import type { Db } from '#server/db/connect';
import { oneRow } from '#server/db/one-row';
import type { Actor } from '#server/domain/actor';
import { configs } from '#server/db/schema/index';
import { validationError } from '#server/http/api-error';
import { logAction } from '#server/logs/action-log';
import { type ConfigRow, companyEntry, effectiveEntry, toEntry, visibleGroup } from './config-rows';
import { taken, uniqueOr409 } from './unique-conflict';

/** Content of a key the product reads as JSON of a given shape that is not of that shape. */
function knownShapeProblem(key: string, content: string): MessageKey | null {
  const shape = KEY_CONTENT_SHAPES[key];
  if (!shape) return null;
  try {
    return shape.schema.safeParse(JSON.parse(content)).success ? null : shape.problem;
  } catch {
    return shape.problem;
  }
}

/** Content fits the type, known keys keep their type, the group is one the company sees. */
export async function checkEntry(db: Db, companyId: number, body: ConfigEntryBody): Promise<void> {
  const problems: FieldProblem[] = [];
  if (RESERVED_CONFIG_KEYS.includes(body.key)) problems.push({ field: 'key', key: 'validation.configKeyReserved' });
  const fixed = FIXED_KEY_TYPES[body.key];
  if (fixed !== undefined && fixed !== body.type) problems.push({ field: 'type', key: fixed === ConfigType.Json ? 'validation.configKeyTypeJson' : 'validation.configKeyType' });
  const content = configContentProblem(body.type, body.content) ?? knownShapeProblem(body.key, body.content);
  if (content) problems.push({ field: 'content', key: content });
  if (body.groupId != null && !(await visibleGroup(db, companyId, body.groupId))) problems.push({ field: 'groupId', key: 'validation.configGroupUnknown' });
  if (problems.length > 0) throw validationError(problems);
}

/**
 * Writes the company's row of the key: a new row (an override when a system-wide row exists) or
 * an update of the company's own; `mustBeNew` refuses an existing company row (PUT add).
 */
export async function writeEntry(db: Db, actor: Actor, body: ConfigEntryBody, mustBeNew: boolean): Promise<ConfigRow> {
  const companyId = actor.company.id;
  await checkEntry(db, companyId, body);
  return uniqueOr409(() => db.transaction(async (tx) => {
    const old = await companyEntry(tx, companyId, body.key);
    // without groupId the entry stays in (or an override joins) the group it already had
    const groupId = body.groupId !== undefined ? body.groupId : (old ?? (await effectiveEntry(tx, companyId, body.key)))?.groupId ?? null;
    const values = { groupId, name: body.name, content: body.content, type: body.type };
    if (old && mustBeNew) throw taken('key', 'validation.configKeyExists');
    if (old) {
      const updated = oneRow(await tx.update(configs).set({ ...values, updatedAt: new Date() }).where(eq(configs.id, old.id)).returning(), 'config');
      await logAction(tx, actor, { type: 'update', title: `Config ${body.key}`, entity: 'config', entityId: old.id, oldData: toEntry(old), newData: toEntry(updated) });
      return updated;
    }
    const created = oneRow(await tx.insert(configs).values({ ...values, companyId, key: body.key }).returning(), 'config');
    await logAction(tx, actor, { type: 'create', title: `Config ${body.key}`, entity: 'config', entityId: created.id, newData: toEntry(created) });
    return created;

  }), 'key', 'validation.configKeyExists');
}
