import type { LocalPage } from '../../routes';

/** 20 CCER减排量 (registry spec §2 CCER area; issue 12): each part's pages in its own folder, spread here. */
export const ccerPages: Record<string, LocalPage> = {};
