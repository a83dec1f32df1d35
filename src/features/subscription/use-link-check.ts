/**
 * The e-mailed link checked when its page opens (checkAccountLink): a used,
 * expired or unknown link is told at once, with the server's message in the
 * page's language, instead of after the password form is filled in. A check
 * that gets no answer shows the form all the same (setting the password
 * checks the link again).
 */
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import type { ApiError } from '../../api/types.ts';

export type LinkRefusal = 'used' | 'expired' | 'unknown';

export type LinkCheckState = { status: 'checking' } | { status: 'usable' } | { status: 'refused'; reason: LinkRefusal; message: string };

const REFUSALS: Record<string, LinkRefusal> = { link_used: 'used', link_expired: 'expired', link_unknown: 'unknown' };

async function checkLink(token: string, signal: AbortSignal): Promise<LinkCheckState> {
  const { error, response } = await api.POST('/account/check-link', { body: { token }, signal });
  if (response.ok) return { status: 'usable' };
  const body = (error as ApiError | undefined)?.error;
  if (body?.code !== 'invalid_subscription_token') return { status: 'usable' };
  const code = body.details?.find((detail) => detail.path === 'body.token')?.code ?? '';
  return { status: 'refused', reason: REFUSALS[code] ?? 'unknown', message: body.message };
}

/** `enabled` false (a token that cannot be one): nothing is asked. */
export function useLinkCheck(token: string, enabled: boolean): LinkCheckState {
  const { data, isError } = useQuery({
    queryKey: ['link-check', token],
    queryFn: ({ signal }) => checkLink(token, signal),
    enabled,
    staleTime: Infinity,
    gcTime: 0,
  });
  if (!enabled || isError) return { status: 'usable' };
  return data ?? { status: 'checking' };
}
