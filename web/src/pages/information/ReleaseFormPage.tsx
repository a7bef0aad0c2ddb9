import { useEffect, useState } from 'react';
import { Alert, App, Button, Card, DatePicker, Form, Input, Radio, Select, Space, Spin } from 'antd';
import type { Dayjs } from 'dayjs';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { INFO_RELEASE_BUSINESS, informationDocumentBusinesses as ib, releaseSaveBody, type ReleaseDetail, maxLengthOf } from '@ccer/contracts';
import { ApiError } from '../../api/http';
import BusinessDocuments from '../../components/attachments/BusinessDocuments';
import RichTextEditor from '../../components/rich-text/RichTextEditor';
import { useListRefresh } from '../../components/list-page/query-keys';
import { applyServerErrors, zodFieldRules } from '../../forms/zod-rules';
import { messageLang } from '../../message-lang';
import { tabsStore } from '../../shell/tabs-store';
import { useUnsavedGuard } from '../../shell/useUnsavedGuard';
import { DATE_TIME_FORMAT, formatDateTime, pickerToday } from '../../time/registry-time';
import { fetchColumns, fetchRelease, publishRelease, saveRelease } from './information-api';
import { NS, fileIdsOf, infoPaths } from './information-shared';

interface Values {
  columnId: number;
  title: string;
  summary?: string;
  source?: string;
  bodyHtml?: string;
  files?: Record<string, string[]>;
  cover?: Record<string, string[]>;
  when: 'now' | 'later';
  publishAt?: Dayjs;
}

/**
 * 新增 / 修改 信息 (/information/releaseAdd, /information/releaseEdit?id=): column, title, summary, source, cover image,
 * the body in the rich-text editor (the server sanitises it), attachments; 保存草稿 keeps it as it is, 发布 saves and
 * publishes it now or at a chosen time (scheduled). Leaving with unsaved changes asks first.
 */
export default function ReleaseFormPage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const lang = messageLang();
  const queryClient = useQueryClient();
  const refreshList = useListRefresh('infoReleases');
  const [dirty, setDirty] = useState(false);
  const [busy, setBusy] = useState<'save' | 'publish' | null>(null);
  const guard = useUnsavedGuard(dirty);
  const id = pathname.endsWith('releaseEdit') ? Number(params.get('id')) || undefined : undefined;
  const [current, setCurrent] = useState<ReleaseDetail | null>(null);
  const columns = useQuery({ queryKey: ['infoColumns'], queryFn: fetchColumns });
  const release = useQuery({ queryKey: ['infoRelease', id], queryFn: () => fetchRelease(id!), enabled: !!id });
  const when = Form.useWatch('when', form);

  useEffect(() => {
    const r = release.data;
    if (!r) return;
    setCurrent(r);
    form.setFieldsValue({ columnId: r.columnId, title: r.title, summary: r.summary ?? '', source: r.source ?? '', bodyHtml: r.bodyHtml });
  }, [release.data, form]);

  const live = current?.state === 'published';
  const leave = () => {
    guard.release();
    tabsStore.close(pathname, pathname);
    navigate(infoPaths.release);
  };

  const save = async (publish: boolean) => {
    const v = await form.validateFields().catch(() => undefined);
    if (!v) return;
    setBusy(publish ? 'publish' : 'save');
    try {
      let saved = await saveRelease({
        id: current?.id,
        version: current?.version,
        columnId: v.columnId,
        title: v.title,
        summary: v.summary || null,
        source: v.source || null,
        bodyHtml: v.bodyHtml ?? '',
        fileIds: fileIdsOf(v.files),
        coverFileId: fileIdsOf(v.cover)[0] ?? null,
      });
      setCurrent(saved);
      // saved: a failed publication below leaves a draft, not lost changes
      setDirty(false);
      guard.release();
      if (publish) saved = await publishRelease({ id: saved.id, version: saved.version, publishAt: v.when === 'later' && v.publishAt ? v.publishAt.format(DATE_TIME_FORMAT) : null });
      void message.success(t(publish ? (saved.state === 'scheduled' ? 'messages.scheduled' : 'messages.published') : 'messages.draftSaved'));
      await Promise.all([refreshList(), queryClient.invalidateQueries({ queryKey: ['infoRelease', saved.id] })]);
      if (publish) leave();
      else if (!id) navigate(infoPaths.releaseEdit(saved.id), { replace: true });
    } catch (e) {
      if (e instanceof ApiError && e.status === 401) return;
      if (applyServerErrors(form, e) === 0) void message.error(e instanceof Error ? e.message : String(e), 3);
    } finally {
      setBusy(null);
    }
  };

  if (id && release.isLoading) return <Spin />;
  if (id && !release.data) return <Alert type="error" showIcon message={t('empty.release')} />;

  const linked = current ? { businessType: INFO_RELEASE_BUSINESS, businessKey: String(current.id) } : undefined;
  return (
    <Card
      title={t(id ? 'title.releaseEdit' : 'title.releaseAdd')}
      extra={
        <Button onClick={() => guard.confirmLeave(leave)} data-testid="release-back">
          {t('actions.back')}
        </Button>
      }
    >
      {current && (
        <Alert
          type={live ? 'success' : 'info'}
          showIcon
          style={{ marginBottom: 16 }}
          message={t('release.currentState', { state: current.stateName, time: current.publishAt ? formatDateTime(current.publishAt) : '-' })}
        />
      )}
      <Form<Values> form={form} layout="horizontal" labelCol={{ flex: '120px' }} labelWrap initialValues={{ when: 'now' }} onValuesChange={() => setDirty(true)}>
        <Form.Item name="columnId" label={t('fields.column')} rules={zodFieldRules(releaseSaveBody, 'columnId')}>
          <Select
            loading={columns.isLoading}
            placeholder={t('placeholders.column')}
            options={(columns.data ?? []).map((c) => ({ value: c.id, label: `${c.parentId ? '— ' : ''}${lang === 'en' ? c.nameEn : c.nameZh}` }))}
            style={{ maxWidth: 360 }}
            data-testid="release-column"
          />
        </Form.Item>
        <Form.Item name="title" label={t('fields.title')} rules={zodFieldRules(releaseSaveBody, 'title')}>
          <Input maxLength={maxLengthOf(releaseSaveBody, 'title')} showCount data-testid="release-title" />
        </Form.Item>
        <Form.Item name="summary" label={t('fields.summary')} rules={zodFieldRules(releaseSaveBody, 'summary')}>
          <Input.TextArea maxLength={maxLengthOf(releaseSaveBody, 'summary')} showCount autoSize={{ minRows: 2, maxRows: 4 }} data-testid="release-summary" />
        </Form.Item>
        <Form.Item name="source" label={t('fields.source')} rules={zodFieldRules(releaseSaveBody, 'source')}>
          <Input maxLength={maxLengthOf(releaseSaveBody, 'source')} style={{ maxWidth: 360 }} />
        </Form.Item>
        <BusinessDocuments key={`cover-${current?.id ?? 'new'}`} businessCode={ib.releaseCover} name="cover" linked={linked} />
        <Form.Item name="bodyHtml" label={t('fields.body')} rules={zodFieldRules(releaseSaveBody, 'bodyHtml')} extra={t('release.bodyHint')}>
          <RichTextEditor label={t('fields.body')} images />
        </Form.Item>
        <BusinessDocuments key={`files-${current?.id ?? 'new'}`} businessCode={ib.releaseAttachment} name="files" linked={linked} />
        {!live && (
          <>
            <Form.Item name="when" label={t('fields.publishMode')}>
              <Radio.Group
                options={[
                  { value: 'now', label: t('release.publishNow') },
                  { value: 'later', label: t('release.publishLater') },
                ]}
              />
            </Form.Item>
            {when === 'later' && (
              <Form.Item name="publishAt" label={t('fields.publishAt')} rules={[{ required: true, message: t('validation.publishAt') }]} extra={t('release.publishAtHint')}>
                <DatePicker showTime format={DATE_TIME_FORMAT} disabledDate={(d) => d.isBefore(pickerToday(), 'day')} data-testid="release-publishAt" />
              </Form.Item>
            )}
          </>
        )}
        <Form.Item label=" " colon={false}>
          <Space wrap>
            <Button onClick={() => void save(false)} loading={busy === 'save'} disabled={busy !== null} data-testid="release-save">
              {t(live ? 'actions.save' : 'actions.saveDraft')}
            </Button>
            {!live && (
              <Button type="primary" onClick={() => void save(true)} loading={busy === 'publish'} disabled={busy !== null} data-testid="release-publish">
                {t(when === 'later' ? 'actions.schedule' : 'actions.publish')}
              </Button>
            )}
          </Space>
        </Form.Item>
      </Form>
    </Card>
  );
}
