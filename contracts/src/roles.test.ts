import { describe, expect, it } from 'vitest';
import { roleAddBody, roleEditBody } from './roles.ts';
import { translate } from './messages.ts';

describe('role body (registry spec §5)', () => {
  it('needs a menu or a button permission: 请勾选菜单和按钮权限！', () => {
    const r = roleAddBody.safeParse({ roleName: '审核员', menuIds: [], funcIds: [] });
    expect(r.success).toBe(false);
    expect(r.error!.issues[0].path).toEqual(['menuIds']);
    expect(translate(r.error!.issues[0].message)).toBe('请勾选菜单和按钮权限！');
    expect(roleAddBody.safeParse({ roleName: '审核员', funcIds: ['090'] }).success).toBe(true);
    expect(roleAddBody.safeParse({ roleName: '审核员', menuIds: ['40'] }).success).toBe(true);
    expect(roleAddBody.safeParse({ roleName: '全部', isSysAdmin: true }).success).toBe(true);
  });

  it('names the field of a bad name, status or remark', () => {
    const r = roleEditBody.safeParse({ roleId: 3, roleName: ' ', status: '2', remark: 'x'.repeat(257), funcIds: ['090'] });
    expect(r.success).toBe(false);
    const byField = Object.fromEntries(r.error!.issues.map((i) => [i.path.join('.'), translate(i.message)]));
    expect(byField).toMatchObject({ roleName: '请输入角色名称', status: '请选择角色状态（启用或停用）', remark: '不能超过256位' });
  });
});
