import { describe, expect, it } from 'vitest';
import { documentErrors, linkRefusals, type BusinessDocumentSetting, type LinkCandidate } from './document-rules.ts';

const setting = (typeNo: string, required: boolean, docNumber: number, typeName = `类型${typeNo}`, typeNameEn = `Type ${typeNo}`): BusinessDocumentSetting => ({
  typeNo,
  typeName,
  typeNameEn,
  extensions: ['pdf'],
  sizeLimit: 1,
  unit: 'MB',
  docNumber,
  required,
  hasTemplate: false,
});

describe('business document rules', () => {
  const settings = [setting('P01', true, 2, '项目设计文件', 'Project design document'), setting('P03', false, 1, '公示期补充材料', 'Supplementary material')];

  it('names every required type without a file and every type with too many, on files.<typeNo>', () => {
    expect(documentErrors(settings, {})).toEqual([{ field: 'files.P01', message: '请上传项目设计文件' }]);
    expect(documentErrors(settings, { P01: 3, P03: 2 })).toEqual([
      { field: 'files.P01', message: '项目设计文件最多上传2个文件' },
      { field: 'files.P03', message: '公示期补充材料最多上传1个文件' },
    ]);
    expect(documentErrors(settings, { P01: 3 }, 'en')).toEqual([{ field: 'files.P01', message: 'At most 2 files of Project design document' }]);
    expect(documentErrors(settings, {}, 'en')).toEqual([{ field: 'files.P01', message: 'Upload the document: Project design document' }]);
  });

  it('is content with the required files within their numbers, and optional types left out', () => {
    expect(documentErrors(settings, { P01: 1 })).toEqual([]);
    expect(documentErrors(settings, { P01: 2, P03: 1 })).toEqual([]);
    expect(documentErrors([], { P01: 5 })).toEqual([]);
  });

  it('keeps a name with a colon whole in its message', () => {
    expect(documentErrors([setting('X01', true, 1, '附件:一')], {})[0].message).toBe('请上传附件∶一');
  });

  describe('linking', () => {
    const me = 'op-1';
    const target = { businessType: 'projectApply', businessKey: 'row-1', uploaderOperatorId: me };
    const file = (id: string, over: Partial<LinkCandidate> = {}): LinkCandidate => ({ id, type_no: 'P01', uploaded_by: me, business_type: null, business_code: null, ...over });

    it('takes the uploader’s own unlinked files and the row’s own files of types the business takes', () => {
      const found = [file('a'), file('b', { business_type: 'projectApply', business_code: 'row-1', uploaded_by: 'op-2' })];
      expect(linkRefusals(['a', 'b'], found, settings, target)).toEqual([]);
    });

    it('refuses files that do not exist, of another uploader, of another row, or of a type the business does not take', () => {
      const found = [
        file('other-uploader', { uploaded_by: 'op-2' }),
        file('public-upload', { uploaded_by: null }),
        file('other-row', { business_type: 'projectApply', business_code: 'row-2' }),
        file('other-business', { business_type: 'companyChange', business_code: 'row-1' }),
        file('wrong-type', { type_no: 'P05' }),
      ];
      expect(linkRefusals(['missing', ...found.map((f) => f.id)], found, settings, target)).toEqual([
        { field: 'files', message: 'documentFileUnknown' },
        { field: 'files', message: 'documentFileUnknown' },
        { field: 'files', message: 'documentFileUnknown' },
        { field: 'files', message: 'documentFileUnknown' },
        { field: 'files', message: 'documentFileUnknown' },
        { field: 'files', message: 'documentTypeNotTaken:P05' },
      ]);
    });
  });
});
