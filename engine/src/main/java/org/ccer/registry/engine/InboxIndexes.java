package org.ccer.registry.engine;

import java.sql.Connection;
import java.sql.Statement;
import javax.sql.DataSource;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.boot.context.event.ApplicationReadyEvent;
import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Component;

/**
 * Indexes of our own on the engine's task tables, for the inbox (My Tasks) at 100,000 open tasks.
 * The inbox query (InboxSql) counts the unassigned tasks offered to a user's groups; with Camunda's
 * own indexes PostgreSQL reads every open task for that (a hash join over a sequential scan, 90 ms
 * and growing with the table); with these two it walks the groups' links and probes each task,
 * both from the index alone. The page's probe from a task to its candidate links is answered from
 * the index too (in the inbox query, and in the engine's own task query with candidate groups).
 *
 * Created after every start, idempotently and CONCURRENTLY (no lock on running work); a build
 * that failed half-way leaves an invalid index, which is dropped and built again. PostgreSQL only.
 */
@Component
public class InboxIndexes {
  private static final Logger log = LoggerFactory.getLogger(InboxIndexes.class);
  private static final String[][] INDEXES = {
    // candidate-group count: the group's links, with the task ids, without reading the table
    {"ccer_idx_identlink_group_task", "act_ru_identitylink (group_id_, type_, task_id_)"},
    // probing a task by id for the count's filters (unassigned, active) without reading the table
    {"ccer_idx_task_id_state", "act_ru_task (id_) include (assignee_, suspension_state_)"},
    // the page query's join from each task to its candidate links
    {"ccer_idx_identlink_task_group", "act_ru_identitylink (task_id_) include (type_, group_id_)"},
  };

  private final DataSource dataSource;

  public InboxIndexes(DataSource dataSource) {
    this.dataSource = dataSource;
  }

  @EventListener(ApplicationReadyEvent.class)
  public void ensure() {
    try (Connection c = dataSource.getConnection()) {
      if (!"PostgreSQL".equals(c.getMetaData().getDatabaseProductName())) return;
      c.setAutoCommit(true); // CREATE INDEX CONCURRENTLY may not run in a transaction
      try (Statement s = c.createStatement()) {
        for (String[] index : INDEXES) {
          s.execute(
              "do $$ begin if exists (select 1 from pg_index i join pg_class c on c.oid = i.indexrelid "
                  + "where c.relname = '" + index[0] + "' and not i.indisvalid) then execute 'drop index " + index[0] + "'; end if; end $$");
          s.execute("create index concurrently if not exists " + index[0] + " on " + index[1]);
        }
      }
      log.info("inbox indexes present on the engine's task tables");
    } catch (Exception e) {
      // the engine works without them, only slower: say so and go on
      log.warn("could not create the inbox indexes: {}", e.getMessage());
    }
  }
}
