import { useMemo, useState } from 'react';
import { Button, Space, Tag, Tree } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useTranslation } from 'react-i18next';
import { allKeys, buildPermissionTree, indexTree, toggleKey, type PermissionNode } from './permission-tree';

interface Props {
  /** Checked keys (`m:<menuId>`, `f:<funcId>`); a Form.Item passes value and onChange. */
  value?: string[];
  onChange?: (keys: string[]) => void;
  disabled?: boolean;
  /** System-administrator role: everything shows checked and cannot be changed. */
  all?: boolean;
}

/** Menus with their buttons as a checkbox tree (antd Tree); checking cascades down and up. */
export default function PermissionTreeField({ value = [], onChange, disabled, all }: Props) {
  const { t, i18n } = useTranslation('role');
  const tree = useMemo(() => buildPermissionTree(i18n.language), [i18n.language]);
  const index = useMemo(() => indexTree(tree), [tree]);
  const tops = tree.map((n) => n.key);
  const [expanded, setExpanded] = useState<string[]>(tops);

  const toData = (n: PermissionNode): DataNode => ({
    key: n.key,
    title: n.isButton ? (
      <span>
        <Tag color="blue" style={{ marginInlineEnd: 4 }}>
          {t('button')}
        </Tag>
        {n.title}
      </span>
    ) : (
      n.title
    ),
    children: n.children.map(toData),
    isLeaf: n.children.length === 0,
  });
  const treeData = useMemo(() => tree.map(toData), [tree, t]); // eslint-disable-line react-hooks/exhaustive-deps
  const locked = disabled || all;

  return (
    <div data-testid="role-permissions">
      <Space style={{ marginBottom: 8 }}>
        <Button size="small" onClick={() => setExpanded([...index.below.keys()])}>
          {t('expandAll')}
        </Button>
        <Button size="small" onClick={() => setExpanded([])}>
          {t('collapseAll')}
        </Button>
        {!locked && (
          <>
            <Button size="small" onClick={() => onChange?.(allKeys())}>
              {t('checkAll')}
            </Button>
            <Button size="small" onClick={() => onChange?.([])}>
              {t('uncheckAll')}
            </Button>
          </>
        )}
      </Space>
      <Tree
        checkable
        checkStrictly
        selectable={false}
        disabled={locked}
        treeData={treeData}
        expandedKeys={expanded}
        onExpand={(keys) => setExpanded(keys.map(String))}
        checkedKeys={all ? allKeys() : value}
        onCheck={(_, info) => onChange?.(toggleKey(value, String(info.node.key), info.checked, index))}
        style={{ maxHeight: 480, overflow: 'auto', border: '1px solid #f0f0f0', padding: 8 }}
      />
    </div>
  );
}
