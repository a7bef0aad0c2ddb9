import { Node, mergeAttributes } from '@tiptap/react';
import { displaySource } from './own-images';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    ownImage: {
      /** Inserts an image (its source as stored, its text alternative). */
      insertImage: (attrs: { src: string; alt: string }) => ReturnType;
    };
  }
}

/**
 * An image block of the release body: src and alt as the HTML keeps them; shown in the editor through the signed-in
 * download (a draft's images are not public yet) without changing the stored source.
 */
export const ImageNode = Node.create({
  name: 'image',
  group: 'block',
  draggable: true,
  atom: true,
  addAttributes() {
    return { src: { default: null }, alt: { default: '' }, title: { default: null } };
  },
  parseHTML() {
    return [{ tag: 'img[src]' }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['img', mergeAttributes(HTMLAttributes)];
  },
  addCommands() {
    return {
      insertImage:
        (attrs) =>
        ({ commands }) =>
          commands.insertContent({ type: this.name, attrs }),
    };
  },
  addNodeView() {
    return ({ node }) => {
      const img = document.createElement('img');
      img.alt = node.attrs.alt ?? '';
      img.style.maxWidth = '100%';
      void displaySource(node.attrs.src as string).then((url) => {
        img.src = url;
      });
      // the view's own source is a display copy: the document keeps the stored one
      return { dom: img, ignoreMutation: () => true };
    };
  },
});
