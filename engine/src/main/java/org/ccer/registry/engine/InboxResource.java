package org.ccer.registry.engine;

import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response.Status;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.sql.DataSource;
import org.camunda.bpm.engine.rest.exception.InvalidRequestException;
import org.camunda.bpm.engine.rest.exception.RestException;
import org.springframework.stereotype.Component;

/**
 * POST /engine-rest/ccer/inbox: one page of a user's inbox and its total in one call (the engine's
 * REST needs a task query and two counts for that, see InboxSql for why they are slow at 100,000
 * open tasks). A read of the engine's runtime tables in one read-only, repeatable-read transaction, so the page and
 * the total agree; it changes nothing. PostgreSQL only, like the indexes it relies on (InboxIndexes).
 * Answers {"tasks": [...], "count": n} and, when asked, {"countByTaskKey": {key: n}}; a bad query
 * answers 400 in the engine's own error shape.
 */
@Component
@Path("/ccer/inbox")
public class InboxResource {
  private final DataSource dataSource;

  public InboxResource(DataSource dataSource) {
    this.dataSource = dataSource;
  }

  /** The answer: the page, the total, and the per-key counts when asked. */
  public static class InboxPage {
    public List<InboxTask> tasks = new ArrayList<>();
    public long count;
    public Map<String, Long> countByTaskKey;
  }

  @POST
  @Consumes(MediaType.APPLICATION_JSON)
  @Produces(MediaType.APPLICATION_JSON)
  public InboxPage query(InboxQuery query) {
    if (query == null) throw new InvalidRequestException(Status.BAD_REQUEST, "a query body is required");
    String problem = query.problem();
    if (problem != null) throw new InvalidRequestException(Status.BAD_REQUEST, problem);
    InboxSql sql = new InboxSql(query);
    InboxPage page = new InboxPage();
    // the pool (Hikari) restores auto-commit, read-only and the isolation level when the connection goes back
    try (Connection c = dataSource.getConnection()) {
      c.setAutoCommit(false);
      c.setReadOnly(true);
      // one snapshot for all the statements (PostgreSQL's default gives each statement its own)
      c.setTransactionIsolation(Connection.TRANSACTION_REPEATABLE_READ);
      try {
        if (query.maxResults > 0) readPage(c, sql.page(), page.tasks);
        page.count = readCount(c, sql.count());
        if (query.countByTaskKey) page.countByTaskKey = readCountByKey(c, sql.countByTaskKey());
        c.commit();
      } catch (SQLException e) {
        c.rollback();
        throw e;
      }
    } catch (SQLException e) {
      throw new RestException(Status.INTERNAL_SERVER_ERROR, e, "inbox query failed: " + e.getMessage());
    }
    return page;
  }

  private static void readPage(Connection c, InboxSql.Statement statement, List<InboxTask> into) throws SQLException {
    try (PreparedStatement s = prepare(c, statement); ResultSet r = s.executeQuery()) {
      while (r.next()) {
        InboxTask t = new InboxTask();
        t.id = r.getString("ID_");
        t.name = r.getString("NAME_");
        t.assignee = r.getString("ASSIGNEE_");
        t.owner = r.getString("OWNER_");
        t.created = r.getTimestamp("CREATE_TIME_");
        t.due = r.getTimestamp("DUE_DATE_");
        t.delegationState = r.getString("DELEGATION_");
        t.parentTaskId = r.getString("PARENT_TASK_ID_");
        t.processDefinitionId = r.getString("PROC_DEF_ID_");
        t.processInstanceId = r.getString("PROC_INST_ID_");
        t.taskDefinitionKey = r.getString("TASK_DEF_KEY_");
        t.executionId = r.getString("EXECUTION_ID_");
        into.add(t);
      }
    }
  }

  private static long readCount(Connection c, InboxSql.Statement statement) throws SQLException {
    try (PreparedStatement s = prepare(c, statement); ResultSet r = s.executeQuery()) {
      r.next();
      return r.getLong(1);
    }
  }

  private static Map<String, Long> readCountByKey(Connection c, InboxSql.Statement statement) throws SQLException {
    Map<String, Long> counts = new LinkedHashMap<>();
    try (PreparedStatement s = prepare(c, statement); ResultSet r = s.executeQuery()) {
      while (r.next()) counts.put(r.getString(1), r.getLong(2));
    }
    return counts;
  }

  private static PreparedStatement prepare(Connection c, InboxSql.Statement statement) throws SQLException {
    PreparedStatement s = c.prepareStatement(statement.sql());
    int i = 1;
    for (Object p : statement.params()) {
      if (p instanceof String[] list) s.setArray(i++, c.createArrayOf("varchar", list));
      else s.setObject(i++, p);
    }
    return s;
  }
}
