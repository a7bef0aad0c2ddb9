import { createContext, useCallback, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import type { Navigation } from './navigation.ts';

/** The signed-in navigation, provided by the app's router so the shell reads the same table. */
export const NavigationContext = createContext<Navigation | undefined>(undefined);

const EMPTY: Navigation = { tree: [], byId: new Map(), table: [], homePath: '/home' };

export function useNavigationModel(): Navigation {
  return useContext(NavigationContext) ?? EMPTY;
}

/**
 * A menu's label. Server names are Chinese (or English on an English request); the locale files
 * give every language a name by menu id, with the server's name as the fallback.
 */
export function useMenuLabel(): (menuId: string | undefined) => string {
  const { t } = useTranslation();
  const { byId } = useNavigationModel();
  return useCallback(
    (menuId) => (menuId ? t(`menu.${menuId}`, { defaultValue: byId.get(menuId)?.name ?? menuId }) : ''),
    [t, byId],
  );
}
