/**
 * A `data-testid` for antd item objects (menus, dropdowns): antd passes unknown item props to the
 * rendered element, but TypeScript does not accept a hyphenated key in an object literal type.
 */
export function testId(id: string): object {
  return { 'data-testid': id };
}
