import { Menu, type MenuProps } from 'antd';
import type { MenuNode } from '../navigation/menu-tree.ts';
import { useMenuLabel } from '../navigation/NavigationContext.tsx';
import { testId } from './test-id.ts';

/** The first-level navigation (spec §2.4): choosing an entry fills the side menu with its children. */
export function TopNav({ tree, active, onChoose }: { tree: readonly MenuNode[]; active: string | undefined; onChoose: (node: MenuNode) => void }) {
  const label = useMenuLabel();
  const items: MenuProps['items'] = tree.map((n) => ({ key: n.menuId, label: label(n.menuId), ...testId(`nav-${n.menuId}`) }));
  if (!tree.length) return null;
  return (
    <Menu
      className="shell-topnav"
      mode="horizontal"
      items={items}
      selectedKeys={active ? [active] : []}
      onClick={({ key }) => {
        const node = tree.find((n) => n.menuId === key);
        if (node) onChoose(node);
      }}
    />
  );
}
