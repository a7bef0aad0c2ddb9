package org.ccer.registry.engine;

import com.fasterxml.jackson.databind.ObjectMapper;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.Response.Status;
import jakarta.ws.rs.ext.ContextResolver;
import jakarta.ws.rs.ext.Providers;
import java.util.Map;
import org.camunda.bpm.engine.ProcessEngine;
import org.camunda.bpm.engine.impl.form.validator.FormFieldValidationException;
import org.camunda.bpm.engine.rest.dto.VariableValueDto;
import org.camunda.bpm.engine.rest.exception.InvalidRequestException;
import org.camunda.bpm.engine.variable.VariableMap;
import org.springframework.stereotype.Component;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * POST /engine-rest/ccer/task/{id}/claim-and-complete: claims an open task for a user and completes it with
 * variables in one database transaction: a reviewer's decision on a task nobody holds yet. The engine's REST needs
 * two calls for it (claim, complete), each its own commit, and a failed completion after a successful claim left
 * the task held by someone who never decided it. The two stay two engine commands, each flushed as the REST's
 * would be (in one command the completion's history overwrote the claim's: the activity's assignee was lost).
 * A task someone else holds refuses the claim as the engine's claim does (TaskAlreadyClaimedException), and
 * nothing is written. Which user may decide which task is the gateway's rule, checked before this call; this
 * only runs it.
 * Body: {"userId": "...", "variables": {name: {value, type}}, "form": false} in the engine's variable format; `form`
 * true completes through the task's form (the engine's submit-form). Answers 204.
 */
@Component
@Path("/ccer/task")
public class ClaimAndCompleteResource {
  private final ProcessEngine engine;
  /** The engine's own transaction manager: its commands join a transaction opened here. */
  private final TransactionTemplate transaction;

  public ClaimAndCompleteResource(ProcessEngine engine, PlatformTransactionManager transactionManager) {
    this.engine = engine;
    this.transaction = new TransactionTemplate(transactionManager);
  }

  /** What the call takes. */
  public static class ClaimAndComplete {
    public String userId;
    public Map<String, VariableValueDto> variables;
    /** Through the task's form, as the engine's submit-form does. */
    public boolean form;
  }

  @POST
  @Path("/{id}/claim-and-complete")
  @Consumes(MediaType.APPLICATION_JSON)
  public Response claimAndComplete(@PathParam("id") String taskId, ClaimAndComplete body, @Context Providers providers) {
    if (body == null || body.userId == null || body.userId.isEmpty()) throw new InvalidRequestException(Status.BAD_REQUEST, "userId is required");
    VariableMap variables = VariableValueDto.toMap(body.variables, engine, objectMapper(providers));
    transaction.executeWithoutResult(status -> {
      engine.getTaskService().claim(taskId, body.userId);
      if (body.form) submitForm(taskId, variables);
      else engine.getTaskService().complete(taskId, variables);
    });
    return Response.noContent().build();
  }

  /** The engine's submit-form, with its answer to a field the form refuses (400, not a server error). */
  private void submitForm(String taskId, VariableMap variables) {
    try {
      engine.getFormService().submitTaskForm(taskId, variables);
    } catch (FormFieldValidationException e) {
      throw new InvalidRequestException(Status.BAD_REQUEST, e, "Cannot submit task form " + taskId + ": " + e.getMessage());
    }
  }

  /** The engine REST's own JSON mapper (it reads serialized object variables the way the engine's complete does). */
  private static ObjectMapper objectMapper(Providers providers) {
    ContextResolver<ObjectMapper> resolver = providers.getContextResolver(ObjectMapper.class, MediaType.APPLICATION_JSON_TYPE);
    return resolver != null ? resolver.getContext(ObjectMapper.class) : new ObjectMapper();
  }
}
