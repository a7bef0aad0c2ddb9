import { ApartmentOutlined, ShopOutlined } from '@ant-design/icons';
import { ChoiceScreen } from './ChoiceScreen.tsx';

/** /client/company/chooseType: the choice only; the company open pages belong to the company area. */
export default function CompanyChooseTypePage() {
  return (
    <ChoiceScreen
      title="chooseType.title"
      choices={[
        { key: 'open', to: '/client/company/open', icon: <ShopOutlined />, title: 'chooseType.open', description: 'chooseType.openHint' },
        { key: 'unionOpen', to: '/client/company/unionOpen', icon: <ApartmentOutlined />, title: 'chooseType.unionOpen', description: 'chooseType.unionOpenHint' },
      ]}
    />
  );
}
