import { describe, expect, it } from 'vitest';
import { institutionModifyBody } from './institution.ts';
import { translate } from './messages.ts';

const valid = {
  institutionName: '全国温室气体自愿减排注册登记机构',
  institutionNameEn: 'National CCER Registry',
  creditCode: '91350100M000100Y43',
  address: '北京市西城区某路1号',
  postalCode: '100035',
  servicePhone: '010-12345678',
  serviceEmail: 'service@example.cn',
  website: 'https://registry.example.cn',
  serviceHours: '工作日 9:00-17:00',
  version: 0,
};
/** The Chinese message of each refused field. */
const refusals = (body: Record<string, unknown>) => {
  const r = institutionModifyBody.safeParse(body);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), translate(i.message, 'zh')]));
};

describe('机构设置: what the particulars hold', () => {
  it('takes a whole set, and an empty optional field as no value', () => {
    expect(institutionModifyBody.parse(valid)).toMatchObject({ ...valid, version: 0 });
    const bare = institutionModifyBody.parse({ institutionName: ' 某登记机构 ', creditCode: '', website: ' ', serviceHours: '', version: '3' });
    expect(bare).toMatchObject({ institutionName: '某登记机构', institutionNameEn: null, creditCode: null, website: null, serviceHours: null, address: null, version: 3 });
  });

  it('refuses each malformed field on that field, in Chinese', () => {
    expect(refusals({ ...valid, institutionName: '某', creditCode: '91350100M000100Y44', postalCode: '10003', servicePhone: '12345', serviceEmail: 'service@', website: 'registry' })).toEqual({
      institutionName: '请输入 2 到 60 个字符',
      creditCode: '统一社会信用代码格式错误',
      postalCode: '邮编格式不正确',
      servicePhone: '手机号或者固定电话格式不正确',
      serviceEmail: '邮箱格式不正确',
      website: '网络地址格式不正确',
    });
    expect(Object.keys(refusals({ ...valid, institutionName: undefined, version: undefined })).sort()).toEqual(['institutionName', 'version']);
  });
});
