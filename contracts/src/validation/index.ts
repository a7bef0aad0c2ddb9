/** Account validation of accounts spec §5, shared by web forms and gateway routes. */
export * from './shared-helpers.ts';
export * from './identity-numbers.ts';
export * from './field-lengths.ts';
export * from './form-rules.ts';
export * from './company-form.ts';
export * from './operator-forms.ts';
export * from './max-length.ts';
export * from './input-values.ts';
export * from './registry-time.ts';
