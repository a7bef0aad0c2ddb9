import type { TFunction } from 'i18next';
import type { ParamRow } from '@ccer/contracts';

/** What a parameter accepts, in words (shown under the value and in the list). */
export function paramHint(t: TFunction, p: ParamRow): string {
  const own = t(`param.hints.${p.valueType}`, { min: p.minValue ?? '-', max: p.maxValue ?? '-' });
  return p.defaultValue === null ? own : `${own}；${t('param.hints.empty', { value: p.defaultValue })}`;
}
