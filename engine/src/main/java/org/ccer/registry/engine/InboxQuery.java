package org.ccer.registry.engine;

import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * What the inbox query (POST /engine-rest/ccer/inbox) takes: whose inbox (the user and its groups),
 * the engine task query's filters of the same names, the page, and whether to count per task key.
 * Which user and groups see a task is the gateway's rule (visibleTo); this only runs it.
 */
public class InboxQuery {
  // the gateway's page sizes go up to 999,999 (an unpaginated list, an export); the bounds keep
  // firstResult + maxResults an int
  static final int MAX_RESULTS = 1_000_000;
  static final int MAX_FIRST_RESULT = 100_000_000;
  static final int MAX_LIST = 1000;

  public String assignee;
  public List<String> candidateGroups;
  public String taskId;
  public List<String> taskDefinitionKeyIn;
  public String nameLike;
  public List<String> processInstanceBusinessKeyIn;
  public int firstResult;
  public int maxResults;
  public boolean countByTaskKey;

  /** The first thing wrong with the query, or null. */
  String problem() {
    if (assignee == null || assignee.isEmpty()) return "assignee is required";
    if (firstResult < 0 || firstResult > MAX_FIRST_RESULT) return "firstResult must be between 0 and " + MAX_FIRST_RESULT;
    if (maxResults < 0 || maxResults > MAX_RESULTS) return "maxResults must be between 0 and " + MAX_RESULTS;
    for (List<String> list : Arrays.asList(candidateGroups, taskDefinitionKeyIn, processInstanceBusinessKeyIn)) {
      if (list == null) continue;
      if (list.size() > MAX_LIST) return "a list holds at most " + MAX_LIST + " values";
      if (list.stream().anyMatch(Objects::isNull)) return "a list holds no null";
    }
    return null;
  }
}
