import { useEffect, useState, type ReactNode } from 'react';
import { Alert, Button, Card, Form, Space, Spin, message, type FormInstance } from 'antd';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/http';
import { applyServerErrors } from '../../../forms/zod-rules';
import { tabsStore } from '../../../shell/tabs-store';
import { ChangeLogTable } from './ChangeLogTable';

interface EditableAccount {
  applyNo: string;
  statusName: string;
  version: number;
}

/** What an account edit / detail page (/account/{org,public}/{edit,detail}?id=) needs from useAccountEdit. */
export interface AccountEdit<Data extends EditableAccount> {
  id: string;
  /** The /detail route shows the values; /edit the form. */
  readOnly: boolean;
  form: FormInstance<Record<string, unknown>>;
  account: UseQueryResult<Data>;
  saving: boolean;
  save: () => Promise<void>;
  back: () => void;
  holder: ReactNode;
}

/**
 * Loads the account of ?id= into the form and saves it with the version read: on success a toast, the tab closes and
 * the manage list opens; server field errors go to their fields, other errors to a toast (401 is the shell's).
 */
export function useAccountEdit<Data extends EditableAccount>({
  queryKey,
  load,
  toValues,
  modify,
  managePath,
  refetchOnSave = false,
}: {
  queryKey: string;
  load: (id: string) => Promise<Data>;
  toValues: (data: Data) => Record<string, unknown>;
  modify: (values: Record<string, unknown>, id: string, version: number) => Promise<unknown>;
  managePath: string;
  refetchOnSave?: boolean;
}): AccountEdit<Data> {
  const { t } = useTranslation('registration');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const readOnly = pathname.endsWith('/detail');
  const [form] = Form.useForm<Record<string, unknown>>();
  const [messageApi, holder] = message.useMessage();
  const [saving, setSaving] = useState(false);
  const account = useQuery({ queryKey: [queryKey, id], queryFn: () => load(id), enabled: !!id });

  useEffect(() => {
    if (account.data) form.setFieldsValue(toValues(account.data));
    // the form is filled again only when the data changes, not when the page passes a new toValues
  }, [account.data, form]); // eslint-disable-line react-hooks/exhaustive-deps

  const save = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values || !account.data) return;
    setSaving(true);
    try {
      await modify(values, id, account.data.version);
      void messageApi.success(t('actions.saved'));
      if (refetchOnSave) await account.refetch();
      tabsStore.close(pathname, pathname);
      navigate(managePath);
    } catch (e) {
      if (e instanceof ApiError && e.status === 401) return;
      if (!applyServerErrors(form, e)) void messageApi.error(e instanceof Error ? e.message : String(e), 3);
    } finally {
      setSaving(false);
    }
  };

  return { id, readOnly, form, account, saving, save, back: () => navigate(managePath), holder };
}

/** The 保存 / 返回 buttons of an account edit page. */
export function AccountEditButtons({ edit, saveTestId }: { edit: Pick<AccountEdit<EditableAccount>, 'saving' | 'save' | 'back'>; saveTestId: string }) {
  const { t } = useTranslation('registration');
  return (
    <Space>
      <Button type="primary" loading={edit.saving} onClick={() => void edit.save()} data-testid={saveTestId}>
        {t('actions.save')}
      </Button>
      <Button onClick={edit.back}>{t('actions.back')}</Button>
    </Space>
  );
}

/** Not found / loading, else the account card (applyNo · statusName) with `children` and the change log below it. */
export function AccountEditLayout<Data extends EditableAccount>({
  edit,
  businessType,
  children,
}: {
  edit: AccountEdit<Data>;
  businessType: 'org' | 'public';
  children: (data: Data) => ReactNode;
}) {
  const { t } = useTranslation('registration');
  const { id, account } = edit;
  if (!id) return <Alert type="error" title={t('notFound')} />;
  if (account.isLoading) return <Spin />;
  if (!account.data) return <Alert type="error" title={t('notFound')} />;
  return (
    <>
      {edit.holder}
      <Card title={`${account.data.applyNo} · ${account.data.statusName}`}>{children(account.data)}</Card>
      <Card title={t('changeLog.title')} style={{ marginTop: 16 }}>
        <ChangeLogTable businessType={businessType} id={id} />
      </Card>
    </>
  );
}
