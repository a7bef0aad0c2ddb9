import type { Knex } from 'knex';

/**
 * The one writer of outbox rows (architecture §5), for the gateway and the workers alike: a command is written in
 * the same transaction as the business change and sent afterwards by the gateway's dispatcher
 * (gateway/src/domain/outbox.ts, which re-exports this): an engine command (start, correlate, end) until the engine
 * accepts it, or an HTTP delivery to an outside system (deliver) until it is accepted or given up.
 */
export type OutboxCommand =
  | { kind: 'start'; processKey: string; businessType: string; businessKey: string; variables: Record<string, unknown>; /** A pinned version (business-process association); absent: the key's latest. */ processDefinitionId?: string }
  | { kind: 'correlate'; processKey: string; businessType: string; businessKey: string; messageName: string; variables: Record<string, unknown> }
  | {
      kind: 'end';
      processKey: string;
      businessType: string;
      businessKey: string;
      /** The instances to end, read in the transaction (never "whatever runs for the key then": a later start of the same business survives). */
      processInstanceIds: string[];
      /** Kept by the engine as the instances' delete reason. */
      reason: string;
    }
  | {
      /** An HTTP delivery: the dispatcher's deliverer of the business type sends the business (its key) to its system. */
      kind: 'deliver';
      businessType: string;
      businessKey: string;
    };

/** Writes the command in the business transaction; returns its outbox id. */
export async function enqueue(trx: Knex.Transaction, cmd: OutboxCommand): Promise<string> {
  const [row] = await trx('outbox')
    .insert({
      kind: cmd.kind,
      process_key: cmd.kind === 'deliver' ? null : cmd.processKey,
      business_type: cmd.businessType,
      business_key: cmd.businessKey,
      message_name: cmd.kind === 'correlate' ? cmd.messageName : null,
      process_definition_id: cmd.kind === 'start' ? (cmd.processDefinitionId ?? null) : null,
      variables: JSON.stringify(cmd.kind === 'end' ? { processInstanceIds: cmd.processInstanceIds, deleteReason: cmd.reason } : cmd.kind === 'deliver' ? {} : cmd.variables),
    })
    .returning('outbox_id');
  return String(row.outbox_id);
}
