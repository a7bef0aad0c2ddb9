import type { Knex } from 'knex';

/**
 * What the public portal shows (issue 14), one rule for the lists, the details, the open data and the files:
 * - a release once published and its publish time reached (a later time is a scheduled release), in a visible column
 *   whose parent, if any, is visible too;
 * - a banner enabled and within its validity period (either end open);
 * - every methodology of the library (in force or withdrawn: the library keeps its history).
 * The database's clock decides, so every gateway agrees. (The files of these rows are read through the file module's
 * public download, whose rule is information publishing's: domain/information/file-owners.ts.)
 */
export function wherePublicRelease<Q extends Knex.QueryBuilder>(q: Q, releaseAlias = 'r', columnAlias = 'c', parentAlias = 'pc'): Q {
  return q
    .where(`${releaseAlias}.status`, 'published')
    .whereRaw(`${releaseAlias}.publish_at <= now()`)
    .where(`${columnAlias}.visible`, true)
    .where((w) => w.whereNull(`${columnAlias}.parent_id`).orWhere(`${parentAlias}.visible`, true)) as Q;
}

/** info_release as r with its column c, the column's parent pc (for the rule above) and its cover's file cf. */
export function selectReleases(db: Knex | Knex.Transaction) {
  return db('info_release as r')
    .join('info_column as c', 'c.id', 'r.column_id')
    .leftJoin('info_column as pc', 'pc.id', 'c.parent_id')
    .leftJoin('attachment as cf', 'cf.id', 'r.cover_attachment_id');
}

export function wherePublicBanner<Q extends Knex.QueryBuilder>(q: Q, alias = 'b'): Q {
  return q
    .where(`${alias}.enabled`, true)
    .where((w) => w.whereNull(`${alias}.valid_from`).orWhereRaw(`${alias}.valid_from <= now()`))
    .where((w) => w.whereNull(`${alias}.valid_to`).orWhereRaw(`${alias}.valid_to > now()`)) as Q;
}
