package org.ccer.registry.engine;

import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response.Status;
import java.util.List;
import org.camunda.bpm.engine.ProcessEngine;
import org.camunda.bpm.engine.impl.cfg.ProcessEngineConfigurationImpl;
import org.camunda.bpm.engine.impl.interceptor.Command;
import org.camunda.bpm.engine.impl.persistence.entity.TaskEntity;
import org.camunda.bpm.engine.rest.dto.task.TaskDto;
import org.camunda.bpm.engine.rest.exception.InvalidRequestException;
import org.camunda.bpm.engine.task.IdentityLinkType;
import org.springframework.stereotype.Component;

/**
 * POST /engine-rest/ccer/visible-task/{id}: one open task, when a user may see it: assigned to the user, or offered
 * to one of its candidate groups whoever holds it (the gateway's rule before every task action, so that a task
 * someone else holds answers "claimed by another" rather than "not found"). The same answer as the engine's
 * task query `{taskId, orQueries: [{assignee, candidateGroups, includeAssignedTasks: true}]}` with the task in the
 * engine's own shape (form key and form reference included), but read by its id and its identity links: that query's
 * generic SQL is assembled from some hundred conditions through MyBatis' OGNL on every call, and the read costs the
 * engine about 40 % less CPU this way (npm run bench:task-read). Which user and groups see a task is the gateway's
 * rule (visibleTo); this only runs it.
 * Body: {"assignee": "...", "candidateGroups": [...]}. Answers the task, or 404 in the engine's error shape.
 */
@Component
@Path("/ccer/visible-task")
public class VisibleTaskResource {
  private final ProcessEngine engine;

  public VisibleTaskResource(ProcessEngine engine) {
    this.engine = engine;
  }

  /** Who asks. */
  public static class Viewer {
    public String assignee;
    public List<String> candidateGroups;
  }

  @POST
  @Path("/{id}")
  @Consumes(MediaType.APPLICATION_JSON)
  @Produces(MediaType.APPLICATION_JSON)
  public TaskDto visibleTask(@PathParam("id") String taskId, Viewer viewer) {
    if (viewer == null || viewer.assignee == null || viewer.assignee.isEmpty()) throw new InvalidRequestException(Status.BAD_REQUEST, "assignee is required");
    List<String> groups = viewer.candidateGroups == null ? List.of() : viewer.candidateGroups;
    if (groups.size() > InboxQuery.MAX_LIST || groups.contains(null)) throw new InvalidRequestException(Status.BAD_REQUEST, "candidateGroups holds at most " + InboxQuery.MAX_LIST + " values and no null");
    Command<TaskDto> read = context -> {
      TaskEntity task = context.getTaskManager().findTaskById(taskId);
      if (task == null || !visible(task, viewer.assignee, groups)) return null;
      // as the task query's initializeFormKeys: the key and the form reference from the task's definition
      task.initializeFormKey();
      return TaskDto.fromEntity(task);
    };
    TaskDto found = ((ProcessEngineConfigurationImpl) engine.getProcessEngineConfiguration()).getCommandExecutorTxRequired().execute(read);
    if (found == null) throw new InvalidRequestException(Status.NOT_FOUND, "No visible task with id " + taskId);
    return found;
  }

  private static boolean visible(TaskEntity task, String assignee, List<String> groups) {
    if (assignee.equals(task.getAssignee())) return true;
    if (groups.isEmpty()) return false;
    return task.getIdentityLinks().stream()
        .anyMatch(link -> IdentityLinkType.CANDIDATE.equals(link.getType()) && link.getGroupId() != null && groups.contains(link.getGroupId()));
  }
}
