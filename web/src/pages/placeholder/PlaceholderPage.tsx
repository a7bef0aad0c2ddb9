import { Result } from 'antd';
import { ToolOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useMenuLabel } from '../../navigation/NavigationContext.tsx';

/** The generic page of a menu without a local page (spec §2.4); its path is the menu id. */
export default function PlaceholderPage({ menuId }: { menuId: string }) {
  const { t } = useTranslation();
  const label = useMenuLabel();
  return (
    <Result
      icon={<ToolOutlined />}
      title={label(menuId)}
      subTitle={t('placeholder.text')}
      data-testid={`placeholder-${menuId}`}
    />
  );
}
