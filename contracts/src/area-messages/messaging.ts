import type { Catalogue } from '../catalogue.ts';

/** Messages of one area: SMS and e-mail configuration, business templates, send records and resend (accounts spec §7.6). */
export const messagingMessages: Catalogue = {
};
