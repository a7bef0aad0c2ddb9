import { exchangeCallKinds, exchangeDirections, signatureResults, type Lang } from '@ccer/contracts';
import type { Option } from '../../components/list-page/types';

/** The search options both logs share, in the user's language. */
export const directionOptions = (lang: Lang): Option[] => Object.entries(exchangeDirections).map(([value, n]) => ({ value, label: n[lang] }));
export const kindOptions = (lang: Lang): Option[] => Object.entries(exchangeCallKinds).map(([value, n]) => ({ value, label: n[lang] }));
export const signatureOptions = (lang: Lang): Option[] => Object.entries(signatureResults).map(([value, n]) => ({ value, label: n[lang] }));

export const signatureColor: Record<string, string> = { signed: 'blue', verified: 'green', refused: 'red' };
