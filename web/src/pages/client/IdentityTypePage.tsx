import { BankOutlined, ClusterOutlined, ShopOutlined, UserOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChoiceScreen } from './ChoiceScreen.tsx';

/** /client/identityType: the signed-in visitor chooses 个人 (public account), 机构 (organisation), 企业 (company) or 省级管理员 (provincial administrator). */
export default function IdentityTypePage() {
  const { t } = useTranslation('registration');
  return (
    <ChoiceScreen
      title="identityType.title"
      choices={[
        { key: 'public', to: '/client/public/open', icon: <UserOutlined />, title: 'identityType.public', description: 'identityType.publicHint' },
        { key: 'org', to: '/client/org/open', icon: <BankOutlined />, title: 'identityType.org', description: 'identityType.orgHint' },
        { key: 'company', to: '/client/company/chooseType', icon: <ShopOutlined />, title: 'identityType.company', description: 'identityType.companyHint' },
        { key: 'province', to: '/client/province/open', icon: <ClusterOutlined />, title: 'unionProvince:identityType.province', description: 'unionProvince:identityType.provinceHint' },
      ]}
      footer={<Link to="/">{t('identityType.later')}</Link>}
    />
  );
}
