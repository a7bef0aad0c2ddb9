import { Cascader, Col, Divider, Form, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { dictIds, fieldLengths, isDomesticOrgCertificateType, isOpenProjectType, organisationFormSchema, ORGANISATION_ENTERPRISE_TYPES } from '@ccer/contracts';
import { zodFieldRules } from '../../../forms/zod-rules.ts';
import { dictOptions, projectTypeLabel, useDictionary, useProjectTypes, useRegionTree } from '../../../reference';
import { areaOptions } from '../area-options.ts';
import { orgSections, type OrgWidget } from './org-fields.ts';

/**
 * The §3.7 organisation form in four blocks (basic, legal person, contact person, account representative), three
 * columns. Every field is marked required (§5.4); the rules are submit mode's (all required) or draft mode's
 * (`mode="draft"`, only what is filled is checked).
 */
export function OrgFormFields({ mode, readOnly }: { mode: 'submit' | 'draft'; readOnly?: boolean }) {
  const { t, i18n } = useTranslation('registration');
  const zh = i18n.language.startsWith('zh');
  const schema = organisationFormSchema(mode);
  const orgTypes = useDictionary(dictIds.orgCertificateType);
  const personTypes = useDictionary(dictIds.personalCertificateType);
  const enterpriseTypes = useDictionary(dictIds.enterpriseType);
  const projectTypes = useProjectTypes();
  const regions = useRegionTree();

  const widget = (w: OrgWidget) => {
    switch (w) {
      case 'textarea':
        return <Input.TextArea rows={3} maxLength={fieldLengths.organisationIntroduction.max} showCount disabled={readOnly} />;
      case 'date':
        return <Input placeholder="yyyy-MM-dd / 20991231" maxLength={10} disabled={readOnly} />;
      case 'orgCertificateType':
        return <Select disabled={readOnly} options={dictOptions(orgTypes.data?.filter((i) => isDomesticOrgCertificateType(i.itemCode)), i18n.language)} />;
      case 'personCertificateType':
        return <Select disabled={readOnly} options={dictOptions(personTypes.data, i18n.language)} />;
      case 'enterpriseType':
        return (
          <Select
            disabled={readOnly}
            options={dictOptions(enterpriseTypes.data?.filter((i) => (ORGANISATION_ENTERPRISE_TYPES as readonly string[]).includes(i.itemCode)), i18n.language)}
          />
        );
      case 'custField':
        return (
          <Select
            mode="multiple"
            disabled={readOnly}
            options={(projectTypes.data ?? []).filter((p) => p.level === 0 && isOpenProjectType(p.typeId)).map((p) => ({ value: p.typeId, label: projectTypeLabel(p, i18n.language) }))}
          />
        );
      case 'area':
        return <Cascader disabled={readOnly} options={areaOptions(regions.data, zh)} showSearch />;
      default:
        return <Input disabled={readOnly} />;
    }
  };

  return (
    <>
      {orgSections.map((section) => (
        <div key={section.key}>
          <Divider titlePlacement="start">{t(`org.sections.${section.key}`)}</Divider>
          <Row gutter={16}>
            {section.fields.map((field) => (
              <Col key={field.name} xs={24} md={field.widget === 'textarea' ? 24 : 8}>
                <Form.Item
                  name={field.name}
                  label={t(`org.fields.${field.name}`)}
                  required={!readOnly}
                  rules={readOnly ? [] : zodFieldRules(schema, field.name)}
                  data-testid={`org-${field.name}`}
                >
                  {widget(field.widget)}
                </Form.Item>
              </Col>
            ))}
          </Row>
        </div>
      ))}
    </>
  );
}
