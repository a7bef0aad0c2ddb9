import { createHash, randomInt } from 'node:crypto';
import { SMS_CODE_LENGTH } from '@ccer/contracts';
import { registryDayEnd } from '../calendar/registry-days.ts';
import { isoDay } from '../server-time.ts';

/**
 * The pure rules of SMS verification codes: how a code looks, how it is kept, when another may be sent
 * (per phone and per IP) and when a typed code is accepted. The service (codes.ts) feeds them from the database.
 */

export interface SmsLimits {
  /** Seconds before the same phone may get another code. */
  resendSeconds: number;
  /** Codes per phone and calendar day (China time). */
  dailyPerPhone: number;
  /** Codes per IP address in a sliding hour. */
  hourlyPerIp: number;
}

/** What the ledger says about recent requests. */
export interface SendHistory {
  lastToPhoneAt: Date | null;
  toPhoneToday: number;
  fromIpInHour: number;
  /** The oldest request from the IP within the hour: when it drops out, the IP may ask again. */
  oldestFromIpInHourAt: Date | null;
}

export type SendVerdict = { ok: true } | { ok: false; messageToken: string; retryAfterSeconds: number };

const HOUR_MS = 3600_000;

/** A code of six decimal digits, leading zeros kept. */
export function newCode(random: () => number = () => randomInt(0, 10 ** SMS_CODE_LENGTH)): string {
  return String(random()).padStart(SMS_CODE_LENGTH, '0');
}

/** The stored form of a code, bound to its phone and purpose so a code for one cannot match another. */
export function hashCode(mobile: string, purpose: string, code: string): string {
  return createHash('sha256').update(`${purpose}:${mobile}:${code}`).digest('hex');
}

export function hourAgo(now: Date): Date {
  return new Date(now.getTime() - HOUR_MS);
}

/** May another code be sent now? The first rule broken names the wait. */
export function checkSend(now: Date, history: SendHistory, limits: SmsLimits): SendVerdict {
  if (history.lastToPhoneAt) {
    const waitMs = history.lastToPhoneAt.getTime() + limits.resendSeconds * 1000 - now.getTime();
    if (waitMs > 0) return { ok: false, messageToken: 'smsTooFrequent', retryAfterSeconds: Math.ceil(waitMs / 1000) };
  }
  if (history.toPhoneToday >= limits.dailyPerPhone) {
    // days are counted in China time
    const tomorrow = registryDayEnd(isoDay(now)).getTime();
    return { ok: false, messageToken: 'smsDailyLimit', retryAfterSeconds: Math.ceil((tomorrow - now.getTime()) / 1000) };
  }
  if (history.fromIpInHour >= limits.hourlyPerIp) {
    const oldest = history.oldestFromIpInHourAt?.getTime() ?? now.getTime();
    return { ok: false, messageToken: 'smsIpLimit', retryAfterSeconds: Math.max(1, Math.ceil((oldest + HOUR_MS - now.getTime()) / 1000)) };
  }
  return { ok: true };
}

/** The message token of a refused send, with its argument (seconds or minutes) where the message has one. */
export function refusalToken(verdict: Extract<SendVerdict, { ok: false }>): string {
  if (verdict.messageToken === 'smsTooFrequent') return `smsTooFrequent:${verdict.retryAfterSeconds}`;
  if (verdict.messageToken === 'smsIpLimit') return `smsIpLimit:${Math.ceil(verdict.retryAfterSeconds / 60)}`;
  return verdict.messageToken;
}

export interface StoredCode {
  codeHash: string;
  expiresAt: Date;
  attempts: number;
  consumedAt: Date | null;
}

export type CodeVerdict = 'ok' | 'wrong' | 'expired' | 'exhausted' | 'consumed';

/** Is the typed code the stored one, still unused, unexpired and not guessed at too often? */
export function checkCode(now: Date, stored: StoredCode, typedHash: string, maxAttempts: number): CodeVerdict {
  if (stored.consumedAt) return 'consumed';
  if (stored.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (stored.attempts >= maxAttempts) return 'exhausted';
  return stored.codeHash === typedHash ? 'ok' : 'wrong';
}
