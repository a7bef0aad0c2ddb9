import { useState } from 'react';
import { Button, Col, Form, Row, Space, type FormInstance } from 'antd';
import { DownOutlined, ReloadOutlined, SearchOutlined, UpOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import SearchFieldControl from './SearchFieldControl';
import { isCollapsible, isFolded, startsExpanded } from './search-layout';
import type { SearchField } from './types';

interface Props {
  form: FormInstance;
  fields: SearchField[];
  queryKey: string;
  initialValues: Record<string, unknown>;
  onSearch: (values: Record<string, unknown>) => void;
  onReset: () => void;
  onOptionsError: (field: SearchField) => void;
}

/**
 * The search form of spec 000 §2.9: three columns, 2 fields while collapsed, a toggle only with
 * more than 2 fields. Collapsed fields stay mounted (hidden) so their values are kept.
 */
export default function SearchForm({ form, fields, queryKey, initialValues, onSearch, onReset, onOptionsError }: Props) {
  const { t } = useTranslation('listPage');
  const collapsible = isCollapsible(fields.length);
  const [expanded, setExpanded] = useState(() => startsExpanded(fields.map((f) => f.name), initialValues));
  return (
    <Form form={form} name={`search_${queryKey}`} initialValues={initialValues} onFinish={onSearch} labelCol={{ flex: '110px' }} labelWrap>
      <Row gutter={16}>
        {fields.map((f, i) => (
          <Col key={f.name} xs={24} md={12} lg={8} style={isFolded(i, fields.length, expanded) ? { display: 'none' } : undefined}>
            <Form.Item name={f.name} label={t(f.label)}>
              <SearchFieldControl field={f} queryKey={queryKey} onOptionsError={onOptionsError} />
            </Form.Item>
          </Col>
        ))}
        <Col flex="auto">
          <Form.Item>
            <Space wrap style={{ width: '100%', justifyContent: 'flex-end' }}>
              <Button type="primary" htmlType="submit" icon={<SearchOutlined />} data-testid="list-search">
                {t('search')}
              </Button>
              <Button icon={<ReloadOutlined />} onClick={onReset} data-testid="list-reset">
                {t('reset')}
              </Button>
              {collapsible && (
                <Button type="link" onClick={() => setExpanded((e) => !e)} data-testid="list-toggle">
                  {expanded ? t('collapse') : t('expand')} {expanded ? <UpOutlined /> : <DownOutlined />}
                </Button>
              )}
            </Space>
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}
