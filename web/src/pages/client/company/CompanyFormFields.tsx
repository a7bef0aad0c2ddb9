import { Alert, Button, Cascader, Checkbox, Col, Divider, Form, Input, Row, Select, TreeSelect, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { attachmentTypeOf, COMPANY_CUST_TYPES, companyApplyBody, companyBlocks, companyChangeBody, companyFormRequirements, dictIds, maxLengthOf, tradeRepresentativeRequired, type CompanyOpenType } from '@ccer/contracts';
import AttachmentUpload from '../../../components/attachments/AttachmentUpload.tsx';
import { dictOptions, useDictionary, useIndustryTree, useRegionTree } from '../../../reference';
import { areaOptions } from '../area-options.ts';
import { companySections, contactCopy, type CompanyWidget } from './company-fields.ts';

const REPRESENTATIVES = ['initrepre', 'checkrepre', 'accountpre'] as const;

/**
 * The §3.8 company form: blocks in three columns, the legal-agent block behind its tick box, the representatives
 * with 'use contact person information', and the attachments the §5.4 rules show. Required marks follow
 * companyFormRequirements for the values as they are now. A joint opening (openType joint, 联合开户) also requires
 * the whole trading-system account representative block, fax included (contracts' jointOpeningIssues). `body` is the
 * schema the form's submission is checked with (the opening's by default, the change's on a change), whose maxima the
 * fields beyond the §3.8 table read.
 */
export function CompanyFormFields({
  form,
  readOnly,
  openType = 'normal',
  body = companyApplyBody,
}: {
  form: FormInstance;
  readOnly?: boolean;
  openType?: CompanyOpenType;
  body?: typeof companyApplyBody | typeof companyChangeBody;
}) {
  const { t, i18n } = useTranslation('company');
  const zh = i18n.language.startsWith('zh');
  const values = (Form.useWatch([], form) ?? {}) as Record<string, unknown>;
  const req = companyFormRequirements(values);
  const required = new Set([...req.requiredFields, ...(openType === 'joint' ? tradeRepresentativeRequired : [])]);
  const orgTypes = useDictionary(dictIds.orgCertificateType);
  const personTypes = useDictionary(dictIds.personalCertificateType);
  const natures = useDictionary(dictIds.organisationNature);
  const regions = useRegionTree();
  const industries = useIndustryTree();

  const widget = (w: CompanyWidget) => {
    switch (w) {
      case 'custType':
        return <Checkbox.Group disabled={readOnly} options={COMPANY_CUST_TYPES.map((c) => ({ value: c, label: t(`custTypes.${c}`) }))} />;
      case 'orgCertificateType':
        return <Select disabled={readOnly} options={dictOptions(orgTypes.data, i18n.language)} />;
      case 'personCertificateType':
        return <Select disabled={readOnly} options={dictOptions(personTypes.data, i18n.language)} />;
      case 'legalType':
        return <Select disabled={readOnly} options={dictOptions(natures.data, i18n.language)} />;
      case 'date':
        return <Input disabled={readOnly} placeholder="yyyy-MM-dd / 20991231" maxLength={10} />;
      case 'area':
        return <Cascader disabled={readOnly} options={areaOptions(regions.data, zh)} showSearch />;
      case 'industry':
        return (
          <TreeSelect
            disabled={readOnly}
            multiple
            treeCheckable
            showCheckedStrategy={TreeSelect.SHOW_CHILD}
            treeData={(industries.data ?? []).map((s) => ({
              value: s.industryCode,
              title: zh ? s.industryName : s.industryNameEn,
              children: s.children.map((d) => ({ value: d.industryCode, title: zh ? d.industryName : d.industryNameEn })),
            }))}
          />
        );
      default:
        return <Input disabled={readOnly} />;
    }
  };

  /** 'Use contact person information': copies the contact block; the other registry representative is cleared if it is the same person. */
  const copyContact = (prefix: (typeof REPRESENTATIVES)[number]) => {
    const copied = Object.fromEntries(Object.entries(contactCopy).map(([suffix, from]) => [`${prefix}${suffix}`, form.getFieldValue(from)]));
    const other = prefix === 'initrepre' ? 'checkrepre' : prefix === 'checkrepre' ? 'initrepre' : null;
    const clear =
      other && form.getFieldValue(`${other}CertificateNo`) && form.getFieldValue(`${other}CertificateNo`) === copied[`${prefix}CertificateNo`]
        ? Object.fromEntries((companyBlocks[other] as readonly string[]).map((f) => [f, undefined]))
        : {};
    form.setFieldsValue({ ...copied, ...clear });
  };

  return (
    <>
      {companySections.map((section) => {
        if (section.key === 'agent' && !req.agentShown && readOnly) return null;
        if (section.key === 'legal' && !req.legalPersonRequired && readOnly) return null;
        return (
          <div key={section.key}>
            <Divider titlePlacement="start">{t(`sections.${section.key}`)}</Divider>
            {section.key === 'agent' && (
              <Form.Item name="hasAgent" valuePropName="checked">
                <Checkbox disabled={readOnly}>{t('hasAgent')}</Checkbox>
              </Form.Item>
            )}
            {section.key === 'accountpre' && openType === 'joint' && (
              <Alert type="info" showIcon title={t('unionProvince:union.tradeBlockRequired')} style={{ marginBottom: 12 }} data-testid="union-trade-block" />
            )}
            {(REPRESENTATIVES as readonly string[]).includes(section.key) && !readOnly && (
              <Button size="small" style={{ marginBottom: 12 }} onClick={() => copyContact(section.key as (typeof REPRESENTATIVES)[number])}>
                {t('useContact')}
              </Button>
            )}
            {(section.key !== 'agent' || req.agentShown) && (
              <Row gutter={16}>
                {section.fields.map((field) => (
                  <Col key={field.name} xs={24} md={field.widget === 'custType' ? 24 : 8}>
                    <Form.Item name={field.name} label={t(`fields.${field.name}`)} required={!readOnly && required.has(field.name)} data-testid={`company-${field.name}`}>
                      {widget(field.widget)}
                    </Form.Item>
                  </Col>
                ))}
              </Row>
            )}
            {section.key === 'checkrepre' && (
              <Row gutter={16}>
                <Col xs={24} md={8}>
                  <Form.Item name="confirmerLoginName" label={t('fields.confirmerLoginName')} required={!readOnly} tooltip={t('confirmerHint')}>
                    <Input disabled={readOnly} maxLength={maxLengthOf(body, 'confirmerLoginName')} />
                  </Form.Item>
                </Col>
              </Row>
            )}
          </div>
        );
      })}
      <Divider titlePlacement="start">{t('sections.attachments')}</Divider>
      <Row gutter={16}>
        {req.shownAttachments.map((code) => (
          <Col key={code} xs={24} md={12}>
            <Form.Item
              name={['att', code]}
              label={(zh ? attachmentTypeOf(code)?.name.zh : attachmentTypeOf(code)?.name.en) ?? code}
              required={!readOnly && req.requiredAttachments.includes(code)}
              data-testid={`company-att-${code}`}
            >
              <AttachmentUpload typeNo={code} disabled={readOnly} />
            </Form.Item>
          </Col>
        ))}
      </Row>
    </>
  );
}
