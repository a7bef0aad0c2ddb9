import { useEffect, useRef, useState, type ReactNode } from 'react';
import { App, Button, Divider, Form, Input, Modal, Space, Tooltip } from 'antd';
import { BoldOutlined, ItalicOutlined, LinkOutlined, OrderedListOutlined, PictureOutlined, UnderlineOutlined, UnorderedListOutlined, UndoOutlined, RedoOutlined, DisconnectOutlined } from '@ant-design/icons';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslation } from 'react-i18next';
import { ImageNode } from './image-node';
import { uploadBodyImage } from './own-images';
import './rich-text.css';

interface Props {
  /** HTML (antd Form value); the server sanitises what is sent. */
  value?: string;
  onChange?: (html: string) => void;
  /** The accessible name of the editing area (the form label's text). */
  label: string;
  id?: string;
  disabled?: boolean;
  /** Image uploads (the release body's images); without it the image button is hidden. */
  images?: boolean;
}

const EMPTY = '<p></p>';
const normalize = (html: string | undefined) => (!html || html === EMPTY ? '' : html);

/**
 * The one rich-text editor of the platform (Tiptap StarterKit): headings, bold, italic, underline, lists, links and
 * images uploaded as files, with a small toolbar every button of which is a labelled, keyboard-reachable button
 * (aria-pressed for the marks that are on). The HTML it hands out is never trusted: the gateway sanitises it.
 */
export default function RichTextEditor({ value, onChange, label, id, disabled, images }: Props) {
  const { t } = useTranslation('richText');
  const { message } = App.useApp();
  const [linkOpen, setLinkOpen] = useState(false);
  const [imageOpen, setImageOpen] = useState(false);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        code: false,
        codeBlock: false,
        link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'], HTMLAttributes: { rel: 'noopener noreferrer', target: '_blank' } },
      }),
      ImageNode,
    ],
    content: value || '',
    editable: !disabled,
    editorProps: { attributes: { 'aria-label': label, role: 'textbox', 'aria-multiline': 'true', class: 'rich-text-area', ...(id ? { id } : {}) } },
    onUpdate: ({ editor: e }) => onChange?.(normalize(e.getHTML())),
  });

  // a value set from outside (a loaded release) replaces the content; the editor's own changes do not loop back
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    if (normalize(editor.getHTML()) !== normalize(value)) editor.commands.setContent(value || '', { emitUpdate: false });
  }, [editor, value]);
  useEffect(() => {
    editor?.setEditable(!disabled);
  }, [editor, disabled]);

  const state = useEditorState({
    editor,
    selector: ({ editor: e }: { editor: Editor | null }) => ({
      bold: !!e?.isActive('bold'),
      italic: !!e?.isActive('italic'),
      underline: !!e?.isActive('underline'),
      h2: !!e?.isActive('heading', { level: 2 }),
      h3: !!e?.isActive('heading', { level: 3 }),
      bullet: !!e?.isActive('bulletList'),
      ordered: !!e?.isActive('orderedList'),
      link: !!e?.isActive('link'),
      canUndo: !!e?.can().undo(),
      canRedo: !!e?.can().redo(),
    }),
  });

  if (!editor) return null;
  const chain = () => editor.chain().focus();
  const tool = (key: string, icon: ReactNode, run: () => void, pressed?: boolean, enabled = true) => (
    <Tooltip title={t(`toolbar.${key}`)} key={key}>
      <Button
        type={pressed ? 'primary' : 'text'}
        size="small"
        icon={icon}
        aria-label={t(`toolbar.${key}`)}
        aria-pressed={pressed === undefined ? undefined : pressed}
        disabled={disabled || !enabled}
        onClick={run}
        data-testid={`rte-${key}`}
      />
    </Tooltip>
  );
  const heading = (level: 2 | 3) => (
    <Tooltip title={t(`toolbar.h${level}`)} key={`h${level}`}>
      <Button
        type={state?.[`h${level}`] ? 'primary' : 'text'}
        size="small"
        // the visible text (H2) begins the name (WCAG 2.5.3)
        aria-label={`H${level} ${t(`toolbar.h${level}`)}`}
        aria-pressed={!!state?.[`h${level}`]}
        disabled={disabled}
        onClick={() => chain().toggleHeading({ level }).run()}
        data-testid={`rte-h${level}`}
      >
        H{level}
      </Button>
    </Tooltip>
  );

  return (
    <div className={`rich-text${disabled ? ' rich-text-disabled' : ''}`} data-testid="rich-text-editor">
      <div role="toolbar" aria-label={t('toolbar.label')} className="rich-text-toolbar">
        <Space size={2} wrap split={<Divider type="vertical" />}>
          <Space size={2}>
            {tool('bold', <BoldOutlined />, () => chain().toggleBold().run(), state?.bold)}
            {tool('italic', <ItalicOutlined />, () => chain().toggleItalic().run(), state?.italic)}
            {tool('underline', <UnderlineOutlined />, () => chain().toggleUnderline().run(), state?.underline)}
          </Space>
          <Space size={2}>
            {heading(2)}
            {heading(3)}
          </Space>
          <Space size={2}>
            {tool('bulletList', <UnorderedListOutlined />, () => chain().toggleBulletList().run(), state?.bullet)}
            {tool('orderedList', <OrderedListOutlined />, () => chain().toggleOrderedList().run(), state?.ordered)}
          </Space>
          <Space size={2}>
            {tool('link', <LinkOutlined />, () => setLinkOpen(true), state?.link)}
            {state?.link && tool('unlink', <DisconnectOutlined />, () => chain().unsetLink().run())}
            {images && tool('image', <PictureOutlined />, () => setImageOpen(true))}
          </Space>
          <Space size={2}>
            {tool('undo', <UndoOutlined />, () => chain().undo().run(), undefined, state?.canUndo)}
            {tool('redo', <RedoOutlined />, () => chain().redo().run(), undefined, state?.canRedo)}
          </Space>
        </Space>
      </div>
      <EditorContent editor={editor} />
      {linkOpen && (
        <LinkModal
          initial={(editor.getAttributes('link').href as string | undefined) ?? ''}
          onClose={() => setLinkOpen(false)}
          onSet={(href) => {
            if (editor.state.selection.empty && !editor.isActive('link')) chain().insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
            else chain().extendMarkRange('link').setLink({ href }).run();
            setLinkOpen(false);
          }}
        />
      )}
      {imageOpen && (
        <ImageModal
          onClose={() => setImageOpen(false)}
          onInsert={async (file, alt) => {
            try {
              const src = await uploadBodyImage(file);
              chain().insertImage({ src, alt }).run();
              setImageOpen(false);
            } catch (e) {
              void message.error(e instanceof Error ? e.message : String(e), 3);
            }
          }}
        />
      )}
    </div>
  );
}

const WEB_LINK = /^(https?:\/\/\S+|mailto:\S+)$/i;

function LinkModal({ initial, onSet, onClose }: { initial: string; onSet: (href: string) => void; onClose: () => void }) {
  const { t } = useTranslation('richText');
  const [form] = Form.useForm<{ href: string }>();
  return (
    <Modal open title={t('link.title')} okText={t('link.ok')} onOk={() => void form.validateFields().then((v) => onSet(v.href.trim()))} onCancel={onClose} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={{ href: initial }}>
        <Form.Item name="href" label={t('link.href')} rules={[{ required: true, pattern: WEB_LINK, message: t('link.invalid') }]} extra={t('link.hint')}>
          <Input autoFocus placeholder="https://" data-testid="rte-link-href" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function ImageModal({ onInsert, onClose }: { onInsert: (file: File, alt: string) => Promise<void>; onClose: () => void }) {
  const { t } = useTranslation('richText');
  const [form] = Form.useForm<{ alt: string }>();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const insert = async () => {
    const v = await form.validateFields().catch(() => undefined);
    if (!v || !file) return;
    setBusy(true);
    await onInsert(file, v.alt.trim()).finally(() => setBusy(false));
  };
  return (
    <Modal open title={t('image.title')} okText={t('image.ok')} okButtonProps={{ disabled: !file }} confirmLoading={busy} onOk={() => void insert()} onCancel={onClose} destroyOnHidden>
      <Form form={form} layout="vertical">
        <Form.Item label={t('image.file')} required extra={t('image.hint')}>
          <input ref={input} type="file" accept=".jpg,.jpeg,.png" aria-label={t('image.file')} onChange={(e) => setFile(e.target.files?.[0] ?? null)} data-testid="rte-image-file" />
        </Form.Item>
        <Form.Item name="alt" label={t('image.alt')} rules={[{ required: true, whitespace: true, message: t('image.altRequired') }]} extra={t('image.altHint')}>
          <Input maxLength={200} data-testid="rte-image-alt" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
