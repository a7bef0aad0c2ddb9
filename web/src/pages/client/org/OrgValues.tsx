import { Descriptions, Divider } from 'antd';
import { useTranslation } from 'react-i18next';
import { dictIds, type CountryNode } from '@ccer/contracts';
import { dictItemName, projectTypeLabel, useDictionary, useProjectTypes, useRegionTree } from '../../../reference';
import { orgSections, type OrgWidget } from './org-fields.ts';

/** Region ids of an areaIdList → their names, country to county. */
function areaNames(tree: CountryNode | undefined, ids: string[], zh: boolean): string {
  if (!tree) return ids.join(' / ');
  const names: string[] = [];
  if (ids[0] === tree.regionId) names.push(zh ? tree.regionName : tree.regionNameEn);
  const province = tree.children.find((p) => p.regionId === ids[1]);
  if (province) names.push(zh ? province.regionName : province.regionNameEn);
  const city = province?.children.find((c) => c.regionId === ids[2]);
  if (city) names.push(city.regionName);
  const county = city?.children.find((c) => c.regionId === ids[3]);
  if (county) names.push(county.regionName);
  return names.length ? names.join(' / ') : ids.join(' / ');
}

/** The saved §3.7 values, read-only, in the form's blocks; codes shown by their names. */
export function OrgValues({ form }: { form: Record<string, unknown> }) {
  const { t, i18n } = useTranslation('registration');
  const lang = i18n.language;
  const orgTypes = useDictionary(dictIds.orgCertificateType);
  const personTypes = useDictionary(dictIds.personalCertificateType);
  const enterpriseTypes = useDictionary(dictIds.enterpriseType);
  const projectTypes = useProjectTypes();
  const regions = useRegionTree();

  const display = (widget: OrgWidget, value: unknown): string => {
    if (value === undefined || value === null || value === '') return '-';
    const list = Array.isArray(value) ? value.map(String) : [String(value)];
    switch (widget) {
      case 'orgCertificateType':
        return dictItemName(orgTypes.data, list[0], lang);
      case 'personCertificateType':
        return dictItemName(personTypes.data, list[0], lang);
      case 'enterpriseType':
        return dictItemName(enterpriseTypes.data, list[0], lang);
      case 'custField':
        return list.map((id) => projectTypes.data?.find((p) => p.typeId === id)).map((p, i) => (p ? projectTypeLabel(p, lang) : list[i])).join(', ');
      case 'area':
        return areaNames(regions.data, list, lang.startsWith('zh'));
      default:
        return list.join(', ');
    }
  };

  return (
    <>
      {orgSections.map((s) => (
        <div key={s.key}>
          <Divider titlePlacement="start">{t(`org.sections.${s.key}`)}</Divider>
          <Descriptions column={{ xs: 1, md: 3 }} size="small" bordered>
            {s.fields.map((f) => (
              <Descriptions.Item key={f.name} label={t(`org.fields.${f.name}`)}>
                {display(f.widget, form[f.name])}
              </Descriptions.Item>
            ))}
          </Descriptions>
        </div>
      ))}
    </>
  );
}
