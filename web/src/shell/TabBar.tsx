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

/** The tab bar (spec §2.6): refresh, close, close others, close all, by right-click or the dropdown. */
export function TabBar({ tabs, activeKey, title, onSelect, onAction }: TabBarProps) {
  const { t } = useTranslation();
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
    <div className="shell-tabbar" data-testid="tab-bar">
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
        tabBarExtraContent={
          active && (
            <Dropdown menu={menuFor(active)} trigger={['click']}>
              <Button size="small" type="text" icon={<DownOutlined />} aria-label={t('tabs.actions')} data-testid="tab-actions" />
            </Dropdown>
          )
        }
      />
    </div>
  );
}
