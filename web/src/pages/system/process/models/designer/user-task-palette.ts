/**
 * A palette entry for a user task: approval chains are made of user tasks, and bpmn-js's palette
 * only offers a plain task (changed afterwards through the context pad).
 */
interface Palette {
  registerProvider(provider: unknown): void;
}
interface Create {
  start(event: Event, shape: unknown): void;
}
interface ElementFactory {
  createShape(attrs: { type: string }): unknown;
}

function UserTaskPaletteProvider(this: { entries: () => unknown }, palette: Palette, create: Create, elementFactory: ElementFactory, translate: (s: string) => string) {
  const start = (event: Event) => create.start(event, elementFactory.createShape({ type: 'bpmn:UserTask' }));
  this.entries = () => ({
    'create.user-task': { group: 'activity', className: 'bpmn-icon-user-task', title: translate('Create user task'), action: { dragstart: start, click: start } },
  });
  palette.registerProvider(this);
}
UserTaskPaletteProvider.prototype.getPaletteEntries = function (this: { entries: () => unknown }) {
  return this.entries();
};
UserTaskPaletteProvider.$inject = ['palette', 'create', 'elementFactory', 'translate'];

const userTaskPaletteModule = { __init__: ['userTaskPaletteProvider'], userTaskPaletteProvider: ['type', UserTaskPaletteProvider] };
export default userTaskPaletteModule;
