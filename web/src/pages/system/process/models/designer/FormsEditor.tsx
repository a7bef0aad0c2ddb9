import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { Alert, Button, Empty, Flex, Input, List, Modal, Popconfirm, Space, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { FormEditor } from '@bpmn-io/form-js';
import { isProcessKey, type ModelForms } from '@ccer/contracts';
import { FORM_USER_CONTENT, formEditorI18nModule, translateFormEditorText } from './form-editor-i18n';
import { translateDom } from './dom-translator';

export interface FormsEditorHandle {
  /** Every form's schema, the open one read from its editor. */
  forms(): ModelForms;
}

/** A new form: its id is what a user task's camunda:formRef names. */
export const emptyForm = (id: string) => ({ id, type: 'default', schemaVersion: 16, components: [] as unknown[] });

/**
 * 表单: the model's form-js forms. One FormEditor at a time; switching forms keeps the open one's
 * schema. The forms are saved and deployed with the BPMN (one deployment).
 */
export default function FormsEditor({ initial, modelKey, onChange, ref }: { initial: ModelForms; modelKey: string; onChange?: () => void; ref?: Ref<FormsEditorHandle> }) {
  const { t } = useTranslation('processModel');
  const [forms, setForms] = useState<ModelForms>(initial);
  const [current, setCurrent] = useState<string | undefined>(Object.keys(initial)[0]);
  const [adding, setAdding] = useState(false);
  const [newId, setNewId] = useState('');
  const container = useRef<HTMLDivElement>(null);
  const editorRef = useRef<FormEditor>(null);
  const formsRef = useRef(forms);
  formsRef.current = forms;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  /** The open editor's schema written back into the forms map. */
  const flush = (): ModelForms => {
    const editor = editorRef.current;
    if (!editor || !current) return formsRef.current;
    if (!formsRef.current[current]) return formsRef.current;
    const next = { ...formsRef.current, [current]: { ...(editor.saveSchema() as Record<string, unknown>), id: current } };
    formsRef.current = next;
    return next;
  };
  useImperativeHandle(ref, () => ({ forms: flush }));

  useEffect(() => {
    if (!current || !container.current) return;
    // palette names and new fields' labels, and the editor's own texts, in the user's language
    const stopTranslating = translateDom(container.current, { translate: translateFormEditorText, userContent: FORM_USER_CONTENT });
    const editor = new FormEditor({ container: container.current, additionalModules: [formEditorI18nModule] });
    editorRef.current = editor;
    // an edit, undo or redo: importing a form (clear) and the editor's own state changes are not edits
    editor.on('commandStack.changed', (e: { trigger?: string }) => e.trigger !== 'clear' && onChangeRef.current?.());
    void editor.importSchema(formsRef.current[current] ?? emptyForm(current));
    return () => {
      // keep what was edited before the editor goes away (unless the form was just deleted)
      if (formsRef.current[current]) {
        formsRef.current = { ...formsRef.current, [current]: { ...(editor.saveSchema() as Record<string, unknown>), id: current } };
        setForms(formsRef.current);
      }
      editor.destroy();
      stopTranslating();
      editorRef.current = null;
    };
  }, [current]);

  const idError = newId && !isProcessKey(newId) ? t('forms.idRule') : newId && forms[newId] ? t('forms.idExists') : undefined;
  const add = () => {
    if (!newId || idError) return;
    const id = newId;
    const next = { ...flush(), [id]: emptyForm(id) };
    formsRef.current = next;
    setForms(next);
    setCurrent(id);
    setAdding(false);
    setNewId('');
    onChange?.();
  };
  const remove = (id: string) => {
    const { [id]: _removed, ...rest } = flush();
    formsRef.current = rest;
    setForms(rest);
    if (current === id) setCurrent(Object.keys(rest)[0]);
    onChange?.();
  };

  return (
    <Flex gap={12} className="model-forms" data-testid="model-forms">
      <div className="model-forms-list">
        <Button block icon={<PlusOutlined />} onClick={() => { setNewId(`Form_${modelKey}_${Object.keys(forms).length + 1}`); setAdding(true); }} data-testid="form-add">
          {t('forms.add')}
        </Button>
        <List
          size="small"
          dataSource={Object.keys(forms)}
          locale={{ emptyText: t('forms.none') }}
          renderItem={(id) => (
            <List.Item
              className={id === current ? 'model-forms-item active' : 'model-forms-item'}
              onClick={() => id !== current && setCurrent(id)}
              actions={[
                <Popconfirm key="del" title={t('forms.confirmDelete', { id })} onConfirm={() => remove(id)}>
                  <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={t('actions.delete')} onClick={(e) => e.stopPropagation()} />
                </Popconfirm>,
              ]}
            >
              <Typography.Text ellipsis={{ tooltip: id }} data-testid={`form-item-${id}`}>{id}</Typography.Text>
            </List.Item>
          )}
        />
        <Alert type="info" showIcon={false} title={t('forms.hint')} style={{ marginTop: 12 }} />
      </div>
      <div className="model-forms-editor">
        {current ? <div ref={container} className="model-forms-canvas" key={current} /> : <Empty description={t('forms.none')} style={{ marginTop: 80 }} />}
      </div>
      <Modal open={adding} title={t('forms.add')} onOk={add} onCancel={() => setAdding(false)} okButtonProps={{ disabled: !newId || !!idError }} destroyOnHidden>
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Text>{t('forms.id')}</Typography.Text>
          <Input value={newId} onChange={(e) => setNewId(e.target.value.trim())} status={idError ? 'error' : undefined} data-testid="form-id" />
          {idError && <Typography.Text type="danger">{idError}</Typography.Text>}
        </Space>
      </Modal>
    </Flex>
  );
}
