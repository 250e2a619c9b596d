import { FLAG_NAMES, isFlagName, type FlagValues } from '../../../shared/flags';
import type { ServiceContext } from '../../core';
import { preparedQuery } from '../../db/prepared';

const userFlagsQuery = preparedQuery((db, userId: string) => db.selectFrom('user_flags').select(['flag', 'value']).where('user_id', '=', userId));

/** Instance defaults from configuration, then the viewer's own overrides. */
export async function flagsFor(ctx: ServiceContext, input: { userId: string | null }): Promise<FlagValues> {
  const { userId } = input;
  const defaults = ctx.config.flags;
  if (!userId) return defaults;
  const rows = await userFlagsQuery.execute(ctx.db, userId);
  if (rows.length === 0) return defaults;
  const values = { ...defaults };
  for (const row of rows) if (isFlagName(row.flag)) values[row.flag] = row.value === 1;
  return values;
}

export function flagList(values: FlagValues): { name: string; enabled: boolean }[] {
  return FLAG_NAMES.map((name) => ({ name, enabled: values[name] }));
}

export async function setUserFlag(ctx: ServiceContext, input: { userId: string; flag: string; enabled: boolean | null }): Promise<void> {
  const { db } = ctx;
  const { userId, flag, enabled } = input;
  if (!isFlagName(flag)) throw new Error(`Unknown feature flag "${flag}"`);
  if (enabled === null) {
    await db.deleteFrom('user_flags').where('user_id', '=', userId).where('flag', '=', flag).execute();
    return;
  }
  await db
    .insertInto('user_flags')
    .values({ user_id: userId, flag, value: enabled ? 1 : 0 })
    .onConflict((oc) => oc.columns(['user_id', 'flag']).doUpdateSet({ value: enabled ? 1 : 0 }))
    .execute();
}

/** The notices a person has dismissed (the Viewer's dismissable flags), by name. */
export async function dismissedFlags(ctx: ServiceContext, input: { userId: string }): Promise<string[]> {
  const rows = await ctx.db.selectFrom('user_dismissed_flags').select('flag').where('user_id', '=', input.userId).orderBy('flag').execute();
  return rows.map((r) => r.flag);
}

/** Records that a person dismissed a notice; dismissing it again changes nothing. */
export async function dismissFlag(ctx: ServiceContext, input: { userId: string; flag: string }): Promise<void> {
  await ctx.db
    .insertInto('user_dismissed_flags')
    .values({ user_id: input.userId, flag: input.flag, created_at: ctx.now() })
    .onConflict((oc) => oc.columns(['user_id', 'flag']).doNothing())
    .execute();
}
