import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Answers that must not tell whether an address has an account (sign-up, reset request, invitation)
 * do the same hashing on both paths and send their mail after answering; what still differs (a few
 * rows written on one path) is hidden by answering no sooner than `floorMs` after the request began.
 */
export const UNIFORM_ANSWER_MS = 300;

export async function answerNoSoonerThan(startedAt: number, floorMs: number): Promise<void> {
  const left = startedAt + floorMs - performance.now();
  if (left > 0) await sleep(left);
}
