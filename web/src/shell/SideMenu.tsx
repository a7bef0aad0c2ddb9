import { useEffect, useState } from 'react';
import { Menu, type MenuProps } from 'antd';
import { FileTextOutlined, FolderOutlined, HomeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { submenuKeys, type MenuNode } from '../navigation/menu-tree.ts';
import { useMenuLabel } from '../navigation/NavigationContext.tsx';
import { testId } from './test-id.ts';

type Items = NonNullable<MenuProps['items']>;

/**
 * The side menu: the children of the chosen first-level entry (spec §2.4), all branches open
 * when the entry changes; an entry without children shows itself. On the home page, which belongs to no
 * entry, it shows 首页 alone (`home` opens it).
 */
export function SideMenu({
  top,
  selected,
  collapsed,
  onOpen,
  home,
}: {
  top: MenuNode | undefined;
  selected: string | undefined;
  collapsed: boolean;
  onOpen: (node: MenuNode) => void;
  home?: () => void;
}) {
  const { t } = useTranslation();
  const label = useMenuLabel();
  const [openKeys, setOpenKeys] = useState<string[]>(() => submenuKeys(top));
  useEffect(() => setOpenKeys(submenuKeys(top)), [top]);
  if (home && !top) {
    const item = { key: 'home', icon: <HomeOutlined />, label: t('shell.home'), title: t('shell.home'), ...testId('menu-home') };
    return <Menu className="shell-sidemenu" mode="inline" items={[item]} selectedKeys={['home']} onClick={home} />;
  }
  if (!top) return null;

  const nodes = top.children.length ? top.children : [top];
  const byKey = new Map<string, MenuNode>();
  const toItems = (list: readonly MenuNode[]): Items =>
    list.map((n) => {
      byKey.set(n.menuId, n);
      if (n.children.length) {
        // the test id sits on the title: the submenu's own element also wraps its open children
        return { key: n.menuId, icon: <FolderOutlined />, label: <span {...testId(`menu-${n.menuId}`)}>{label(n.menuId)}</span>, children: toItems(n.children) };
      }
      return { key: n.menuId, icon: <FileTextOutlined />, label: label(n.menuId), title: label(n.menuId), ...testId(`menu-${n.menuId}`) };
    });
  const items = toItems(nodes);

  return (
    <Menu
      className="shell-sidemenu"
      mode="inline"
      items={items}
      selectedKeys={selected ? [selected] : []}
      // collapsed, antd opens branches as pop-ups on hover: controlling them would pin them all open
      {...(collapsed ? {} : { openKeys, onOpenChange: setOpenKeys })}
      onClick={({ key }) => {
        const node = byKey.get(key);
        if (node) onOpen(node);
      }}
    />
  );
}
