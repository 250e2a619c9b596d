import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';

/**
 * zxcvbn's score (0 to 4) a new password must reach: 2 resists online guessing even without our
 * lockouts; what scores lower is a common password, a keyboard walk, a sequence, a repeated letter, or a
 * dictionary word dressed up with digits and look-alike characters.
 */
export const MIN_PASSWORD_SCORE = 2;

let estimator: ZxcvbnFactory | null = null;

/** Built on first use: the dictionaries are large and most processes never judge a password. */
function zxcvbn(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    translations: english.translations,
    graphs: common.adjacencyGraphs,
    dictionary: { ...common.dictionary, ...english.dictionary },
  });
  return estimator;
}

/** Whether a password is too easy to guess; `userInputs` (name, email) count as known to an attacker. */
export function isGuessablePassword(password: string, userInputs: readonly string[] = []): boolean {
  return zxcvbn().check(password, [...userInputs]).score < MIN_PASSWORD_SCORE;
}
