import type { Knex } from 'knex';
import { functionCodes as fc, informationDocumentTypes as it, INFO_BANNER_BUSINESS, INFO_RELEASE_BUSINESS, METHODOLOGY_BUSINESS } from '@ccer/contracts';
import type { AttachmentBusiness, AttachmentOwner } from '../files/owners.ts';

const ROW_ID = /^\d{1,18}$/;

/** The owner of a row of the area's tables by its numeric id: the registry's (no company), its creator named. */
const ownerFrom =
  (table: string, partyColumn: string | null) =>
  async (db: Knex, code: string): Promise<AttachmentOwner | undefined> => {
    if (!ROW_ID.test(code)) return undefined;
    const row = await db(table).where({ id: code }).first<Record<string, string | null> | undefined>(partyColumn ? [partyColumn] : ['id']);
    if (!row) return undefined;
    return { custId: null, parties: partyColumn && row[partyColumn] ? [row[partyColumn]!] : [] };
  };

/**
 * The file owners of information publishing (owners.ts spreads them): the registry's publishers read the files of
 * their rows; signed out (publicRead), anyone reads a published release's files once its time has come, an enabled
 * banner's image, and every methodology's documents (the library is public, withdrawn ones included).
 */
export const informationFileOwners: Record<string, AttachmentBusiness> = {
  [INFO_RELEASE_BUSINESS]: {
    readerFuncs: [fc.infoPublish, fc.infoDelete],
    reviewerGroups: [],
    ownerOf: ownerFrom('info_release', 'created_by'),
    publicRead: {
      typeNos: [it.releaseAttachment, it.releaseCover, it.releaseImage],
      isPublic: async (db, code) => ROW_ID.test(code) && Boolean(await db('info_release').where({ id: code, status: 'published' }).where('publish_at', '<=', db.fn.now()).first('id')),
    },
  },
  [INFO_BANNER_BUSINESS]: {
    readerFuncs: [fc.bannerChart],
    reviewerGroups: [],
    ownerOf: ownerFrom('info_banner', 'created_by'),
    publicRead: { typeNos: [it.bannerImage], isPublic: async (db, code) => ROW_ID.test(code) && Boolean(await db('info_banner').where({ id: code, enabled: true }).first('id')) },
  },
  [METHODOLOGY_BUSINESS]: {
    readerFuncs: [fc.methodology],
    reviewerGroups: [],
    ownerOf: ownerFrom('methodology', 'created_by'),
    publicRead: { typeNos: [it.methodologyDocument], isPublic: async (db, code) => ROW_ID.test(code) && Boolean(await db('methodology').where({ id: code }).first('id')) },
  },
};
