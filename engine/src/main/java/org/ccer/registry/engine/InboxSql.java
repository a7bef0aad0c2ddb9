package org.ccer.registry.engine;

import java.util.ArrayList;
import java.util.List;

/**
 * The SQL of the inbox query (InboxResource): the open (active) tasks assigned to a user, or
 * unassigned and offered to one of its candidate groups, with optional filters. The same rows as
 * the engine's task query with that OR (`orQueries: [{ assignee, candidateGroups }]`, `active`), but
 * written as its two disjoint halves, so that PostgreSQL can start each from its own index (the
 * assignee's tasks; the groups' links) instead of walking every open task by creation time and
 * probing each one's links, which is how the engine's query is planned at 100,000 open tasks.
 * Ordered newest first, the id breaking ties, so that pages never overlap.
 */
final class InboxSql {
  static final String COLUMNS =
      "RES.ID_, RES.NAME_, RES.ASSIGNEE_, RES.OWNER_, RES.CREATE_TIME_, RES.DUE_DATE_, RES.DELEGATION_, "
          + "RES.PARENT_TASK_ID_, RES.PROC_DEF_ID_, RES.PROC_INST_ID_, RES.TASK_DEF_KEY_, RES.EXECUTION_ID_";

  /** One statement's text and its parameters in order (lists as String[], limits as Integer). */
  record Statement(String sql, List<Object> params) {}

  private final InboxQuery query;

  InboxSql(InboxQuery query) {
    this.query = query;
  }

  /** The page: each half's newest (firstResult + maxResults) rows, merged and cut. */
  Statement page() {
    List<Object> params = new ArrayList<>();
    StringBuilder sql = new StringBuilder("select * from ");
    halves(sql, params, "select " + COLUMNS, " order by RES.CREATE_TIME_ desc, RES.ID_ desc limit ?", query.firstResult + query.maxResults, " union all ");
    sql.append(" V order by V.CREATE_TIME_ desc, V.ID_ desc limit ? offset ?");
    params.add(query.maxResults);
    params.add(query.firstResult);
    return new Statement(sql.toString(), params);
  }

  /** The total: the two halves counted apart and summed (they never share a task). */
  Statement count() {
    List<Object> params = new ArrayList<>();
    StringBuilder sql = new StringBuilder("select ");
    halves(sql, params, "select count(*)", "", null, " + ");
    return new Statement(sql.toString(), params);
  }

  /** The visible tasks counted per task definition key (one pass over both halves). */
  Statement countByTaskKey() {
    List<Object> params = new ArrayList<>();
    StringBuilder sql = new StringBuilder("select K, count(*) from ");
    halves(sql, params, "select RES.TASK_DEF_KEY_ K", "", null, " union all ");
    sql.append(" V where K is not null group by K");
    return new Statement(sql.toString(), params);
  }

  /**
   * `((head mine tail) between (head offered tail))`, or the first alone for a user without groups;
   * `limit`, when given, is the parameter of each half's tail.
   */
  private void halves(StringBuilder sql, List<Object> params, String head, String tail, Integer limit, String between) {
    sql.append("((").append(head).append(' ');
    mine(sql, params);
    sql.append(tail).append(')');
    if (limit != null) params.add(limit);
    if (hasGroups()) {
      sql.append(between).append('(').append(head).append(' ');
      offered(sql, params);
      sql.append(tail).append(')');
      if (limit != null) params.add(limit);
    }
    sql.append(')');
  }

  private boolean hasGroups() {
    return query.candidateGroups != null && !query.candidateGroups.isEmpty();
  }

  /** The tasks assigned to the user. */
  private void mine(StringBuilder sql, List<Object> params) {
    sql.append("from ACT_RU_TASK RES where RES.ASSIGNEE_ = ? and RES.SUSPENSION_STATE_ = 1");
    params.add(query.assignee);
    filters(sql, params);
  }

  /** The unassigned tasks offered to one of the user's groups (a task in two of them counts once). */
  private void offered(StringBuilder sql, List<Object> params) {
    sql.append("from ACT_RU_TASK RES where RES.ASSIGNEE_ is null and RES.SUSPENSION_STATE_ = 1 and RES.ID_ in ")
        .append("(select I.TASK_ID_ from ACT_RU_IDENTITYLINK I where I.TYPE_ = 'candidate' and I.GROUP_ID_ = any(?))");
    params.add(query.candidateGroups.toArray(String[]::new));
    filters(sql, params);
  }

  /** The optional filters, as the engine's task query reads them. */
  private void filters(StringBuilder sql, List<Object> params) {
    if (query.taskId != null) {
      sql.append(" and RES.ID_ = ?");
      params.add(query.taskId);
    }
    if (query.taskDefinitionKeyIn != null) {
      sql.append(" and RES.TASK_DEF_KEY_ = any(?)");
      params.add(query.taskDefinitionKeyIn.toArray(String[]::new));
    }
    if (query.nameLike != null) {
      // the engine's `nameLike`: LIKE with the backslash as escape character
      sql.append(" and RES.NAME_ like ? escape '\\'");
      params.add(query.nameLike);
    }
    if (query.processInstanceBusinessKeyIn != null) {
      sql.append(" and exists (select 1 from ACT_RU_EXECUTION E where E.ID_ = RES.PROC_INST_ID_ and E.BUSINESS_KEY_ = any(?))");
      params.add(query.processInstanceBusinessKeyIn.toArray(String[]::new));
    }
  }
}
