package org.ccer.registry.engine;

import java.util.Date;

/** One task of an inbox page: the fields of the engine's task JSON that an inbox row shows. */
public class InboxTask {
  public String id;
  public String name;
  public String assignee;
  public String owner;
  public Date created;
  public Date due;
  public String delegationState;
  public String parentTaskId;
  public String processDefinitionId;
  public String processInstanceId;
  public String taskDefinitionKey;
  public String executionId;
}
