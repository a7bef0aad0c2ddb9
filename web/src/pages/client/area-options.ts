import type { CountryNode } from '@ccer/contracts';

/** Area cascader options: country → province → city → county (the areaIdList of §3.7 / §3.8); below province Chinese names only. */
export function areaOptions(tree: CountryNode | undefined, zh: boolean) {
  if (!tree) return [];
  return [
    {
      value: tree.regionId,
      label: zh ? tree.regionName : tree.regionNameEn,
      children: tree.children.map((p) => ({
        value: p.regionId,
        label: zh ? p.regionName : p.regionNameEn,
        children: p.children.map((c) => ({ value: c.regionId, label: c.regionName, children: c.children.map((x) => ({ value: x.regionId, label: x.regionName })) })),
      })),
    },
  ];
}
