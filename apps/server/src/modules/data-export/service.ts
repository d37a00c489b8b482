import { ACCOUNT_EXPORT_FILES, accountExportFileName } from '@portal/contract/account-export';
import { strToU8, zipSync } from 'fflate';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../lib/api-error';
import { recordEvent, sendSecurityNotice, type Actor } from '../events';
import { spendStepUp } from '../mfa';
import { collectAccountData } from './collect';
import { renderSummary } from './summary';

export interface AccountDataZip {
  fileName: string;
  zip: Uint8Array;
}

/**
 * POST /api/user/export: the account's data as a ZIP of account.json and summary.html. The minute's
 * one export is reserved before any work and given back if the download is refused after all; the
 * step-up grant is spent and the event recorded together, once the ZIP is built, and the owner is
 * told by e-mail after that commit.
 */
export async function exportAccountData(ctx: AppContext, actor: Actor & { sessionId: number }): Promise<AccountDataZip> {
  if (!(await ctx.limiter.reserveDataExport(actor.userId))) throw new ApiError('auth.too_many_attempts');
  const now = ctx.clock.now();
  let zip: Uint8Array;
  try {
    const data = await collectAccountData(ctx.db, ctx.config, actor.userId, now);
    if (!data) throw new ApiError('auth.unauthenticated');
    zip = zipSync(
      { [ACCOUNT_EXPORT_FILES.json]: strToU8(JSON.stringify(data, null, 2)), [ACCOUNT_EXPORT_FILES.html]: strToU8(renderSummary(data)) },
      { mtime: new Date(now) },
    );
    await ctx.db.transaction().execute(async (trx) => {
      await spendStepUp(trx, actor, now);
      await recordEvent(trx, actor, 'data_exported', now);
    });
  } catch (error) {
    await ctx.limiter.refundDataExport(actor.userId);
    throw error;
  }
  await sendSecurityNotice(ctx, actor.userId, 'data_exported');
  return { fileName: accountExportFileName(new Date(now)), zip };
}
