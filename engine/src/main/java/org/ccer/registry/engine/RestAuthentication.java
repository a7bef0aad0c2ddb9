package org.ccer.registry.engine;

import org.camunda.bpm.engine.rest.security.auth.ProcessEngineAuthenticationFilter;
import org.camunda.bpm.engine.rest.security.auth.impl.HttpBasicAuthenticationProvider;
import org.springframework.boot.web.servlet.FilterRegistrationBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * HTTP basic auth on /engine-rest, checked against the engine's own users.
 * Authenticated calls also make the engine write its user operation log.
 */
@Configuration
public class RestAuthentication {
  @Bean
  public FilterRegistrationBean<ProcessEngineAuthenticationFilter> engineRestAuthentication() {
    FilterRegistrationBean<ProcessEngineAuthenticationFilter> registration =
        new FilterRegistrationBean<>(new ProcessEngineAuthenticationFilter());
    registration.setName("engine-rest-basic-auth");
    registration.addInitParameter(
        ProcessEngineAuthenticationFilter.AUTHENTICATION_PROVIDER_PARAM,
        HttpBasicAuthenticationProvider.class.getName());
    registration.addUrlPatterns("/engine-rest/*");
    registration.setOrder(1);
    return registration;
  }
}
