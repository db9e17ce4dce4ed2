# Installs what the .deb takes from packaging/ and server/ into a scratch
# DESTDIR with prefix /usr, as CPack does, and checks felt-server's files are
# there: the program, its man page, its systemd unit and its settings.
# Usage: cmake -DBUILD=<build dir> -DSCRATCH=<dir> -P server_files.cmake
file(REMOVE_RECURSE ${SCRATCH})
foreach(dir server packaging)
    execute_process(COMMAND ${CMAKE_COMMAND} -DCMAKE_INSTALL_PREFIX=/usr -P ${BUILD}/${dir}/cmake_install.cmake
                    RESULT_VARIABLE status OUTPUT_QUIET)
    if(NOT status EQUAL 0)
        message(FATAL_ERROR "installing ${dir} failed")
    endif()
endforeach()
foreach(path usr/bin/felt-server usr/share/man/man1/felt-server.1.gz
             lib/systemd/system/felt-server.service etc/default/felt-server)
    if(NOT EXISTS ${SCRATCH}/${path})
        message(FATAL_ERROR "not installed: /${path}")
    endif()
endforeach()
file(READ ${SCRATCH}/lib/systemd/system/felt-server.service unit)
if(NOT unit MATCHES "DynamicUser=yes" OR NOT unit MATCHES "EnvironmentFile=-/etc/default/felt-server")
    message(FATAL_ERROR "the unit does not run as a dynamic user with its settings file")
endif()
file(REMOVE_RECURSE ${SCRATCH})
message("felt-server's program, man page, unit and settings are installed")
