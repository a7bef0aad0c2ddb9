import { useEffect, useRef, type RefObject } from 'react';
import { Button, Dropdown, Tabs, type MenuProps } from 'antd';
import { CloseCircleOutlined, CloseOutlined, DownOutlined, MinusCircleOutlined, ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Tab } from './tabs.ts';
import { closableOthers } from './tabs.ts';

export type TabAction = 'refresh' | 'close' | 'closeOthers' | 'closeAll';

interface TabBarProps {
  tabs: readonly Tab[];
  activeKey: string;
  title: (tab: Tab) => string;
  onSelect: (tab: Tab) => void;
  onAction: (action: TabAction, tab: Tab) => void;
}

/**
 * antd renders each tab's close button and the overflow button inside the tab list, where a tab list may hold tabs only
 * (WAI-ARIA; axe's aria-required-children). They are kept for the mouse but taken out of the accessibility tree and of
 * the Tab order: a keyboard closes the focused tab with Delete (antd's tab list), reaches hidden tabs with the arrow
 * keys, and has every action in the labelled actions button beside the list.
 */
function useMouseOnlyTabButtons(root: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const el = root.current;
    if (!el) return undefined;
    const hide = () => {
      for (const b of el.querySelectorAll<HTMLElement>('[role="tablist"] button')) {
        if (b.getAttribute('aria-hidden') !== 'true') b.setAttribute('aria-hidden', 'true');
        if (b.tabIndex !== -1) b.tabIndex = -1;
      }
    };
    hide();
    // antd re-renders its buttons (a new tab, the active one's close button gets tabindex 0 again)
    const observer = new MutationObserver(hide);
    observer.observe(el, { subtree: true, childList: true, attributes: true, attributeFilter: ['tabindex'] });
    return () => observer.disconnect();
  }, [root]);
}

/** The tab bar (spec §2.6): refresh, close, close others, close all, by right-click or the dropdown. */
export function TabBar({ tabs, activeKey, title, onSelect, onAction }: TabBarProps) {
  const { t } = useTranslation();
  const bar = useRef<HTMLDivElement>(null);
  useMouseOnlyTabButtons(bar);
  const menuFor = (tab: Tab): MenuProps => ({
    items: [
      { key: 'refresh', icon: <ReloadOutlined />, label: t('tabs.refresh') },
      { key: 'close', icon: <CloseOutlined />, label: t('tabs.close'), disabled: !!tab.affix },
      { key: 'closeOthers', icon: <MinusCircleOutlined />, label: t('tabs.closeOthers'), disabled: !closableOthers(tabs, tab.key) },
      { key: 'closeAll', icon: <CloseCircleOutlined />, label: t('tabs.closeAll'), disabled: !tabs.some((x) => !x.affix) },
    ],
    onClick: ({ key, domEvent }) => {
      domEvent.stopPropagation();
      onAction(key as TabAction, tab);
    },
  });
  const active = tabs.find((x) => x.key === activeKey) ?? tabs[0];

  return (
    <div className="shell-tabbar" data-testid="tab-bar" ref={bar}>
      <Tabs
        type="editable-card"
        size="small"
        hideAdd
        activeKey={activeKey}
        items={tabs.map((tab) => ({
          key: tab.key,
          closable: !tab.affix,
          label: (
            <Dropdown menu={menuFor(tab)} trigger={['contextMenu']}>
              <span data-testid={`tab-${tab.key}`}>{title(tab)}</span>
            </Dropdown>
          ),
        }))}
        onChange={(key) => {
          const tab = tabs.find((x) => x.key === key);
          if (tab) onSelect(tab);
        }}
        onEdit={(key, action) => {
          const tab = tabs.find((x) => x.key === key);
          if (action === 'remove' && tab) onAction('close', tab);
        }}
      />
      {/* beside the tab list, not in it (its extra content would sit inside role=tablist) */}
      {active && (
        <Dropdown menu={menuFor(active)} trigger={['click']}>
          <Button size="small" type="text" className="shell-tabbar-actions" icon={<DownOutlined />} aria-label={t('tabs.actions')} data-testid="tab-actions" />
        </Dropdown>
      )}
    </div>
  );
}
