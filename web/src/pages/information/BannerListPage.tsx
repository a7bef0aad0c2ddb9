import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { App, DatePicker, Form, Input, InputNumber, Modal, Switch, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { INFO_BANNER_BUSINESS, bannerSaveBody, bannerStates, functionCodes as fc, informationDocumentBusinesses as ib, type BannerRow, maxLengthOf } from '@ccer/contracts';
import ListPage from '../../components/list-page/ListPage';
import { formatDateTime } from '../../components/list-page/format';
import type { ListPageHandle } from '../../components/list-page/types';
import BusinessDocuments from '../../components/attachments/BusinessDocuments';
import { useModalSubmit } from '../../components/modal/useModalSubmit';
import { zodFieldRules } from '../../forms/zod-rules';
import { messageLang } from '../../message-lang';
import { DATE_TIME_FORMAT, toRegistryTime } from '../../time/registry-time';
import { useUnsavedGuard } from '../../shell/useUnsavedGuard';
import { fetchBanners, removeBanner, saveBanner } from './information-api';
import { NS, bannerStateColor, fileIdsOf, infoPaths } from './information-shared';
import AuthImage from './AuthImage';
import { testIdProps } from '../../components/test-id-props';

/**
 * /information/rotationChart (5010, 020): the portal home's banners in their order — image, title, link, validity
 * period, state (showing, not started, expired, disabled); 新增 / 修改 in a form with the image's required text
 * alternative; a row opens its detail.
 */
export default function BannerListPage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const { message } = App.useApp();
  const list = useRef<ListPageHandle>(null);
  const lang = messageLang();
  const [editing, setEditing] = useState<BannerRow | 'new' | null>(null);
  return (
    <>
      <ListPage<BannerRow>
        ref={list}
        queryKey="infoBanners"
        load={fetchBanners}
        rowKey="id"
        searchFields={[
          { name: 'title', label: `${NS}:fields.bannerTitle`, kind: 'input' },
          { name: 'state', label: `${NS}:fields.state`, kind: 'select', options: Object.entries(bannerStates).map(([k, v]) => ({ value: k, label: v[lang] })) },
        ]}
        columns={[
          { title: `${NS}:fields.image`, dataIndex: 'image', width: 140, render: (_: unknown, r) => (r.image ? <AuthImage file={r.image} alt={r.altText} maxHeight={48} /> : '-') },
          { title: `${NS}:fields.bannerTitle`, dataIndex: 'title', ellipsis: true, mobile: true },
          { title: `${NS}:fields.link`, dataIndex: 'linkUrl', ellipsis: true, width: 200 },
          { title: `${NS}:fields.sort`, dataIndex: 'sort', width: 70 },
          { title: `${NS}:fields.validFrom`, dataIndex: 'validFrom', width: 170, render: formatDateTime },
          { title: `${NS}:fields.validTo`, dataIndex: 'validTo', width: 170, render: formatDateTime },
          { title: `${NS}:fields.state`, dataIndex: 'state', width: 100, mobile: true, render: (v: string, r) => <Tag color={bannerStateColor[v]}>{r.stateName}</Tag> },
        ]}
        toolbar={[{ key: 'add', label: `${NS}:actions.add`, func: fc.bannerChart, type: 'primary', onClick: () => setEditing('new') }]}
        rowOperations={[
          { key: 'detail', label: `${NS}:actions.detail`, onClick: (r) => navigate(infoPaths.rotationChartDetail(r.id)) },
          { key: 'edit', label: `${NS}:actions.edit`, func: fc.bannerChart, onClick: (r) => setEditing(r) },
          {
            key: 'remove',
            label: `${NS}:actions.remove`,
            func: fc.bannerChart,
            danger: true,
            confirm: `${NS}:banner.removeConfirm`,
            onClick: async (r) => {
              try {
                await removeBanner({ id: r.id, version: r.version });
                void message.success(t('messages.removed'));
              } finally {
                await list.current?.refresh();
              }
            },
          },
        ]}
      />
      {editing && <BannerModal banner={editing === 'new' ? undefined : editing} onDone={() => void list.current?.refresh()} onClosed={() => setEditing(null)} />}
    </>
  );
}

interface Values {
  title: string;
  altText: string;
  linkUrl?: string;
  sort: number;
  period?: [Dayjs | null, Dayjs | null] | null;
  enabled: boolean;
  image?: Record<string, string[]>;
}

/** 新增 / 修改 轮播图: image (one, jpg or png), its text alternative (required), title, link, order, validity period, enabled. */
export function BannerModal({ banner, onDone, onClosed }: { banner?: BannerRow; onDone: () => void; onClosed: () => void }) {
  const { t } = useTranslation(NS);
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [dirty, setDirty] = useState(false);
  const guard = useUnsavedGuard(dirty);
  const { open, close, busy, submit } = useModalSubmit<Values>({
    form,
    messageApi: message,
    call: async (v) => {
      const [from, to] = v.period ?? [null, null];
      await saveBanner({
        id: banner?.id,
        version: banner?.version,
        title: v.title,
        altText: v.altText,
        imageFileId: fileIdsOf(v.image)[0] ?? '',
        linkUrl: v.linkUrl || null,
        sort: v.sort,
        validFrom: from ? from.format(DATE_TIME_FORMAT) : null,
        validTo: to ? to.format(DATE_TIME_FORMAT) : null,
        enabled: v.enabled,
      });
      guard.release();
    },
    doneText: t(banner ? 'messages.saved' : 'messages.added'),
    onDone,
    onStale: onDone,
  });
  // the pickers show registry (China) time
  const picker = (iso: string | null) => (iso ? toRegistryTime(iso) : null);
  return (
    <Modal
      open={open}
      title={t(banner ? 'banner.edit' : 'banner.add')}
      onOk={() => void submit()}
      okText={t('actions.save')}
      confirmLoading={busy}
      onCancel={() => guard.confirmLeave(close)}
      afterClose={onClosed}
      destroyOnHidden
      width={720}
      okButtonProps={testIdProps('banner-save')}
    >
      <Form<Values>
        form={form}
        layout="horizontal"
        labelCol={{ flex: '120px' }}
        labelWrap
        onValuesChange={() => setDirty(true)}
        initialValues={
          banner
            ? { title: banner.title, altText: banner.altText, linkUrl: banner.linkUrl ?? '', sort: banner.sort, enabled: banner.enabled, period: banner.validFrom || banner.validTo ? [picker(banner.validFrom), picker(banner.validTo)] : null }
            : { sort: 0, enabled: true }
        }
      >
        <BusinessDocuments businessCode={ib.bannerImage} name="image" linked={banner ? { businessType: INFO_BANNER_BUSINESS, businessKey: String(banner.id) } : undefined} />
        <Form.Item name="altText" label={t('fields.altText')} rules={zodFieldRules(bannerSaveBody, 'altText')} extra={t('banner.altHint')}>
          <Input maxLength={maxLengthOf(bannerSaveBody, 'altText')} data-testid="banner-alt" />
        </Form.Item>
        <Form.Item name="title" label={t('fields.bannerTitle')} rules={zodFieldRules(bannerSaveBody, 'title')}>
          <Input maxLength={maxLengthOf(bannerSaveBody, 'title')} data-testid="banner-title" />
        </Form.Item>
        <Form.Item name="linkUrl" label={t('fields.link')} rules={zodFieldRules(bannerSaveBody, 'linkUrl')} extra={t('banner.linkHint')}>
          <Input maxLength={maxLengthOf(bannerSaveBody, 'linkUrl')} placeholder="https://" data-testid="banner-link" />
        </Form.Item>
        <Form.Item name="sort" label={t('fields.sort')} rules={zodFieldRules(bannerSaveBody, 'sort')}>
          <InputNumber min={0} max={9999} precision={0} />
        </Form.Item>
        <Form.Item name="period" label={t('fields.validPeriod')} extra={t('banner.periodHint')}>
          <DatePicker.RangePicker showTime format={DATE_TIME_FORMAT} allowEmpty={[true, true]} aria-label={t('fields.validPeriod')} />
        </Form.Item>
        <Form.Item name="enabled" label={t('fields.enabled')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
